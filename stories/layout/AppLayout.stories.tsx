import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLayout, EmptyState, ScreenHeader, SidePanel, TabBar, Text } from '#ds';
import { mainTabs } from '../navigation/tab-items';

const sidePanel = (
  <SidePanel
    links={[
      { label: 'Concierge desk', href: '/concierge' },
      { label: 'Complaint and appeal process', href: '/complaint-process' },
      { label: 'Contact us', href: '/contact-us' },
    ]}
    socialLinks={[
      { label: 'X', href: 'https://x.com/example' },
      { label: 'Instagram', href: 'https://instagram.com/example' },
    ]}
  />
);

const page = (
  <>
    <ScreenHeader title="Home" />
    <main>
      <EmptyState icon="home" title="Your feed is empty" description="Follow creators to see their posts here." />
    </main>
  </>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { width: 'feed', sidePanel, tabBar: <TabBar label="Main" items={mainTabs} />, children: page },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: the feed takes the whole width, no side panel. */
export const FeedOnPhone: Story = {
  globals: { viewport: { value: 'phone414', isRotated: false } },
};

/** Desktop: the feed is viewport height / 1.9 wide and the side panel fills the left gutter. */
export const FeedOnDesktop: Story = {
  tags: ['viewport-1280'],
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('feed-column');
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerHeight / 1.9 + 1);
  },
};

/** Tablet: the gutter is too narrow for the panel, so it stays hidden (pure CSS container query). */
export const FeedOnTablet: Story = {
  tags: ['viewport-768'],
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

/** Legal and landing pages are not width-limited. */
export const FullWidth: Story = {
  tags: ['viewport-1280'],
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: {
    width: 'full',
    tabBar: undefined,
    children: (
      <main>
        <ScreenHeader title="Terms of service" />
        <Text>Full-width page.</Text>
      </main>
    ),
  },
};
