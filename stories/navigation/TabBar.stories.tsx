import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionSheet, TabBar } from '#ds';
import { mainTabs } from './tab-items';

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Main', items: mainTabs },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /Messages, 150 unread/ })).toBeInTheDocument();
    await expect(within(nav).getByText('99+')).toBeInTheDocument();
  },
};

export const NoBadges: Story = { args: { items: mainTabs.map((item) => ({ ...item, badge: undefined })) } };

export const MessagesCurrent: Story = {
  args: { items: mainTabs.map((item) => ({ ...item, current: item.id === 'messages' })) },
};

/** The publish tab is a button: for a creator it opens the create popup (New Post, Live). */
export const PublishOpensCreatePopup: Story = {
  args: { items: mainTabs },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const onNewPost = fn();
    return (
      <>
        <TabBar {...args} items={args.items.map((item) => (item.id === 'publish' ? { ...item, onPress: () => setOpen(true) } : item))} />
        <ActionSheet
          open={open}
          onOpenChange={setOpen}
          title="Create"
          actions={[
            { id: 'post', label: 'New Post', icon: 'camera', onPress: onNewPost },
            { id: 'live', label: 'Live', icon: 'live', onPress: () => undefined },
          ]}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Create' });
    await expect(within(sheet).getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    await expect(within(sheet).getByRole('button', { name: 'Live' })).toBeInTheDocument();
  },
};
