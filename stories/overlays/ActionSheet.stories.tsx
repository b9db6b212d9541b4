import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionSheet, Button } from '#ds';

const onNewPost = fn();

function CreatePopup({ live = true, initiallyOpen = true }: { live?: boolean; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Create</Button>
      <ActionSheet
        open={open}
        onOpenChange={setOpen}
        title="Create"
        actions={[
          { id: 'post', label: 'New Post', icon: 'camera', onPress: onNewPost },
          ...(live ? [{ id: 'live', label: 'Live', icon: 'live' as const, onPress: () => undefined }] : []),
        ]}
      />
    </>
  );
}

const meta = { title: 'Overlays/ActionSheet', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPostAndLive: Story = { render: () => <CreatePopup /> };
/** Without Live (system setting SL off, or the chatter platform). */
export const NewPostOnly: Story = { render: () => <CreatePopup live={false} /> };

export const ChooseNewPost: Story = {
  render: () => <CreatePopup initiallyOpen={false} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    const sheet = await body.findByRole('dialog', { name: 'Create' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'New Post' }));
    await expect(onNewPost).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
