import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AgeGateCard, ConfirmDialog } from '../../design-system';
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

/** The per-profile popup is the site-wide gate's card with its own words: agree first, leave second (issue 20). */
export const AdultPopupBeforeACreator: Story = {
  render: () => (
    <AgeGateCard title={ADULT_POPUP.title} agreeLabel={ADULT_POPUP.confirm} leaveLabel={ADULT_POPUP.leave} onAgree={fn()} onLeave={fn()}>
      {ADULT_POPUP.message}
    </AgeGateCard>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: ADULT_POPUP.title }));
    const [first, second] = dialog.getAllByRole('button');
    await expect(first).toHaveAccessibleName(ADULT_POPUP.confirm);
    await expect(second).toHaveAccessibleName(ADULT_POPUP.leave);
  },
};
