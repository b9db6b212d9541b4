import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLinks, Text, TextLink } from '#ds';

/** The first Tab stops of every page: hidden until focused, then a gold pill at the top. */
const meta = {
  title: 'Navigation/SkipLinks',
  component: SkipLinks,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { label: 'Skip to content', target: 'story-main' },
      { label: 'Skip to navigation', target: 'story-nav' },
    ],
  },
  render: (args) => (
    <>
      <SkipLinks {...args} />
      <main id="story-main" style={{ padding: '4rem 1rem 1rem' }}>
        <Text>The page's content.</Text>
      </main>
      <nav id="story-nav" aria-label="Main" style={{ padding: '0 1rem' }}>
        <TextLink href="#home">Home</TextLink>
      </nav>
    </>
  ),
} satisfies Meta<typeof SkipLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused (nothing visible at rest). */
export const AtRest: Story = {};

/** The first Tab shows "Skip to content"; Enter moves focus into main. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
  },
};

export const JumpsToMain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
