import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Stack, ToastProvider, useToast } from '#ds';

function Trigger() {
  const toast = useToast();
  return (
    <Stack gap="small" align="flex-start">
      <Button onPress={() => toast.show('Copied to clipboard')}>Copy link</Button>
      <Button
        variant="secondary"
        onPress={() => {
          toast.show('First: saved', { duration: 300 });
          toast.show('Second: published', { duration: 300 });
        }}
      >
        Queue two
      </Button>
    </Stack>
  );
}

function ShowOnMount({ message, tone }: { message: string; tone?: 'default' | 'success' | 'danger' }) {
  const toast = useToast();
  useEffect(() => toast.show(message, { duration: 60 * 60 * 1000, tone }), [toast, message, tone]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <ShowOnMount message="Copied to clipboard" /> };
export const Success: Story = { render: () => <ShowOnMount message="Post published" tone="success" /> };
export const Danger: Story = { render: () => <ShowOnMount message="Network error, please try again" tone="danger" /> };

/** One toast at a time: the second waits for the first to leave. */
export const Queue: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Queue two' }));
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('First: saved');
    await expect(region).not.toHaveTextContent('Second: published');
    await waitFor(() => expect(region).toHaveTextContent('Second: published'), { timeout: 2000 });
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};
