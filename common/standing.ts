/** Account standing set by staff (ADR 094): the states, who may set them, and what the user is told. */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', suspended: 'Suspended', banned: 'Banned' };

/** Staff actions on an account, as the audit log names them. */
export type StandingAction = 'suspend' | 'ban' | 'restore';

/** Why a payout waits for review (ADR 094). */
export const HOLD_REASONS = ['amount', 'first_payout', 'suspended'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  amount: 'Above the review amount',
  first_payout: "The creator's first payout",
  suspended: 'The creator is suspended',
};

/** What a suspended user is told when signing in. */
export function suspendedText(until: Date | null): string {
  if (!until) return 'This account is suspended.';
  return `This account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
}
