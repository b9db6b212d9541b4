import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState, ErrorPage } from '#ds';

const meta = { title: 'Feedback/Page states' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <EmptyState title="No messages yet" description="When fans write to you, their messages show here." />,
};
export const EmptyWithAction: Story = {
  render: () => (
    <EmptyState icon="camera" title="No posts yet" description="Share your first photo or video." action={<Button icon="camera">New Post</Button>} />
  ),
};

const onBack = fn();

export const NotFound: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ErrorPage status={404} message="This page could not be found" onBack={onBack} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalled();
  },
};
export const ServerError: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ErrorPage message="Something went wrong. Please try again later." onBack={() => undefined} backLabel="Go back" />,
};
