import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '../../design-system';
import { ACCOUNT_MISMATCH } from '../../app/features/email-links/email-link';
import { ADULT_POPUP } from '../../app/features/age-gate/adult-popup';

/** The identity dialogs of spec section 5, with their texts. */
const meta = { title: 'Screens/Identity dialogs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMismatchAlert: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title={ACCOUNT_MISMATCH.title}
      description={ACCOUNT_MISMATCH.message}
      confirmLabel={ACCOUNT_MISMATCH.switchLabel}
      cancelLabel={ACCOUNT_MISMATCH.laterLabel}
      onConfirm={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  },
};

export const AdultPopupBeforeACreator: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title={ADULT_POPUP.title}
      description={ADULT_POPUP.message}
      confirmLabel={ADULT_POPUP.confirm}
      cancelLabel={ADULT_POPUP.leave}
      keepOpenOnConfirm
      onConfirm={fn()}
    />
  ),
};
