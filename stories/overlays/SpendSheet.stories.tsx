import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, SpendSheet, type SpendSheetPhase, type SpendSheetProps } from '#ds';

/** The one question before coins move (issue 20, ADR 096): a bottom sheet on a phone, a dialog on wide screens. */
const meta = { title: 'Overlays/SpendSheet', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const base: SpendSheetProps = {
  open: true,
  onOpenChange: () => {},
  title: 'Unlock this post',
  coins: 25,
  balance: 120,
  phase: 'confirm',
  confirmLabel: 'Unlock for 25 coins',
  onConfirm: () => {},
  onBuyCoins: () => {},
};

export const Confirm: Story = {
  render: () => <SpendSheet {...base} />,
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Unlock this post' });
    await expect(within(sheet).getByText('Left after').nextSibling).toHaveTextContent('95 coins');
  },
};
/** A video call (issue 21): the hold is the price, and a note says what follows it. */
export const CallHold: Story = {
  render: () => <SpendSheet {...base} title="Video call with Mia" coins={60} note="3 min held now, then 20 coins/min" confirmLabel="Call for 60 coins" />,
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Video call with Mia' });
    await expect(sheet).toHaveAccessibleDescription('3 min held now, then 20 coins/min');
    await expect(within(sheet).getByRole('button', { name: 'Call for 60 coins' })).toBeInTheDocument();
  },
};
export const Loading: Story = { render: () => <SpendSheet {...base} phase="loading" balance={null} /> };
export const Short: Story = {
  render: () => <SpendSheet {...base} balance={3} phase="short" message="You need 25 coins to unlock this post; you have 3." />,
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Unlock this post' });
    await expect(within(sheet).getByRole('alert')).toHaveTextContent('You need 25 coins to unlock this post; you have 3.');
    await expect(within(sheet).getByRole('button', { name: 'Buy coins' })).toBeInTheDocument();
  },
};
export const InFlight: Story = { render: () => <SpendSheet {...base} phase="busy" /> };
export const Failed: Story = { render: () => <SpendSheet {...base} phase="error" message="Network error, please try again." /> };
export const Tip: Story = {
  render: () => <SpendSheet {...base} title="A tip of 1,000 coins to Luna Rivers" coins={1000} balance={2400} confirmLabel="Tip 1,000 coins" />,
};

const onSpend = fn();

/** Opened from a button; a double click on confirm spends once, then the sheet closes and focus returns. */
function Flow() {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<SpendSheetPhase>('confirm');
  const [balance, setBalance] = useState(120);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Unlock · 25 coins</Button>
      <p data-testid="balance">{balance}</p>
      <SpendSheet
        {...base}
        open={open}
        onOpenChange={setOpen}
        balance={balance}
        phase={phase}
        onConfirm={() => {
          if (phase !== 'confirm') return;
          setPhase('busy');
          onSpend();
          setTimeout(() => {
            setBalance((b) => b - 25);
            setOpen(false);
            setPhase('confirm');
          }, 300);
        }}
      />
    </>
  );
}

export const DoubleConfirmSpendsOnce: Story = {
  render: () => <Flow />,
  play: async ({ canvasElement }) => {
    onSpend.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Unlock · 25 coins' }));
    const sheet = await body.findByRole('dialog', { name: 'Unlock this post' });
    await userEvent.dblClick(within(sheet).getByRole('button', { name: 'Unlock for 25 coins' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onSpend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('balance')).toHaveTextContent('95');
  },
};
