import type { Decorator, Preview } from '@storybook/react-vite';
import { forwardRef, type MouseEvent } from 'react';
import { DesignSystemProvider, themeClass, type LinkComponentProps } from '../design-system';

// The theme lives on <html>, as in the app.
if (typeof document !== 'undefined') document.documentElement.classList.add(themeClass);

/** Links in stories do not navigate away from the story (a router would handle them in the app). */
const StoryLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StoryLink({ onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
});

const withDesignSystem: Decorator = (Story) => (
  <DesignSystemProvider linkComponent={StoryLink}>
    <Story />
  </DesignSystemProvider>
);

/** The four widths of the design card: small phone, reference phone, tablet, desktop. */
const viewports = {
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone414: { name: 'Phone 414 (reference)', styles: { width: '414px', height: '896px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withDesignSystem],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: a violation fails its test (and npm test).
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Foundations', 'Layout', 'Actions', 'Navigation', 'Forms', 'Data display', 'Feedback', 'Overlays'] },
    },
  },
  initialGlobals: { viewport: { value: 'phone414', isRotated: false } },
};

export default preview;
