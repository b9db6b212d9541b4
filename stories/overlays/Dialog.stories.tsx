import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, DialogClose, Text } from '#ds';

const meta = { title: 'Overlays/Dialog', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const conciergeDialog = (
  <Dialog
    trigger={<Button>Open announcement</Button>}
    title="Meet your concierge"
    description="A personal agent can manage your account and fans for you."
    actions={
      <DialogClose asChild>
        <Button fullWidth>Got it</Button>
      </DialogClose>
    }
  >
    <Text size="sm">Ask the concierge desk any time from the side panel.</Text>
  </Dialog>
);

export const Closed: Story = { render: () => conciergeDialog };

/** Keyboard only: Enter opens, focus moves inside, Escape closes and focus returns to the trigger. */
export const OpenAndCloseByKeyboard: Story = {
  render: () => conciergeDialog,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open announcement' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Meet your concierge' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The dialog open, for the visual review. */
export const Open: Story = {
  render: () => conciergeDialog,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open announcement' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

const onConfirm = fn();

export const ConfirmTwoButtons: Story = {
  render: () => (
    <ConfirmDialog defaultOpen title="Delete this draft?" description="It cannot be brought back." confirmLabel="Delete" tone="danger" onConfirm={onConfirm} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this draft?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

export const ConfirmOneButton: Story = {
  render: () => (
    <ConfirmDialog defaultOpen title="Payout requested" description="It arrives in 1-2 business days." cancelLabel={null} onConfirm={() => undefined} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Payout requested' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const ConfirmLoading: Story = {
  render: () => (
    <ConfirmDialog defaultOpen title="Send mass message?" description="You can send one every 6 hours." confirmLabel="Send" loading onConfirm={onConfirm} />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

/** Pressing confirm calls back and closes the dialog. */
export const ConfirmPress: Story = {
  render: () => (
    <ConfirmDialog trigger={<Button variant="danger">Block user</Button>} title="Block @milo?" confirmLabel="Block" tone="danger" onConfirm={onConfirm} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block user' }));
    const dialog = await body.findByRole('dialog', { name: 'Block @milo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
