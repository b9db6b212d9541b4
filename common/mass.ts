/** Mass messages (issue 7; spec sections 3, 4, 5 and 9): shared by /mass/sender and the server. */

/** Mass-send status (spec section 3). */
export const MASS_STATUS = { Scheduled: 1, Sending: 2, Successful: 3, Failed: 4 } as const;
export type MassStatus = (typeof MASS_STATUS)[keyof typeof MASS_STATUS];
/** The status strings of spec section 3. */
export const MASS_STATUS_STRING: Record<MassStatus, string> = { 1: 'scheduled', 2: 'sending', 3: 'successful', 4: 'failed' };
/** What the list shows (spec section 4: scheduled, sending, sent). */
export const MASS_STATUS_LABEL: Record<MassStatus, string> = { 1: 'scheduled', 2: 'sending', 3: 'sent', 4: 'failed' };

/** At most one mass message per 6 hours (spec section 9). */
export const MASS_INTERVAL_SECONDS = 6 * 60 * 60;
/** A send time this far behind the clock still counts as "now" (the form's clock and the server's differ a little). */
export const MASS_PAST_TOLERANCE_SECONDS = 60;
/** Recipients one job turn claims at a time. */
export const MASS_BATCH_SIZE = 200;

/** Who receives it: followers, members, or fans whose spend over 30 days reached a level. */
export const MASS_AUDIENCES = ['followers', 'members', 'spend_over_100', 'spend_over_1000', 'spend_over_10000'] as const;
export type MassAudience = (typeof MASS_AUDIENCES)[number];
export const MASS_AUDIENCE_LABEL: Record<MassAudience, string> = {
  followers: 'Followers',
  members: 'Members',
  spend_over_100: 'Spent over $100 in 30 days',
  spend_over_1000: 'Spent over $1,000 in 30 days',
  spend_over_10000: 'Spent over $10,000 in 30 days',
};
/** Dollars a fan must have spent on the creator over 30 days for each spend audience. */
export const MASS_SPEND_DOLLARS: Partial<Record<MassAudience, number>> = { spend_over_100: 100, spend_over_1000: 1000, spend_over_10000: 10000 };

export const MASS_SCHEDULE_PAST_MESSAGE = 'Please choose a time in the future.';
export const MASS_EMPTY_MESSAGE = 'Please write a message or add media.';

/** Most recipients one mass message reaches (the form shows "up to {a} users"). */
export const MASS_USER_CAP = 50_000;

/** A mass message as its creator sees it (/mass/list, the mass API). */
export interface MassMessageView {
  id: number;
  audience: string;
  body: string;
  media_ids: number[];
  price: number | null;
  status: MassStatus;
  status_string: string;
  status_label: string;
  /** Unix seconds. */
  scheduled_at: number;
  finished_at: number | null;
  total: number;
  sent: number;
  failed: number;
}
