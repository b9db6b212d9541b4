import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, IconLink, ScreenHeader } from '#ds';

const meta = {
  title: 'Navigation/ScreenHeader',
  component: ScreenHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Wallet', onBack: fn() },
} satisfies Meta<typeof ScreenHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const WithActions: Story = {
  args: {
    title: 'Messages',
    actions: (
      <>
        <IconButton icon="bell" label="Notifications" badge={4} />
        <IconButton icon="more" label="More options" />
      </>
    ),
  },
};
export const WithoutBack: Story = { args: { onBack: undefined, title: 'Home' } };
export const LongTitle: Story = { args: { title: 'Complaint and appeal process for reported content' } };

/** /home: no back (a tab page), "Search creators" as an icon link at the end. */
export const HomeWithSearch: Story = {
  args: { title: 'Home', onBack: undefined, actions: <IconLink icon="search" label="Search creators" href="/user/list" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Search creators' })).toHaveAttribute('href', '/user/list');
  },
};
