/** Reports, hidden content and DMCA (ADR 092): the lists, limits and paths, without zod, so a page that only shows them loads no zod (ADR 105). */
/** Why a user, a post or a chat message is reported: a fixed list (the report dialog's choices). */
export const REPORT_REASONS = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  underage: 'Someone may be under 18',
  non_consensual: 'Shared without consent',
  impersonation: 'Impersonation',
  illegal: 'Illegal content',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_TARGETS = ['user', 'post', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The optional words a reporter adds. */
export const REPORT_TEXT_MAX = 1000;
/** Reports one user may file: 10 an hour (sliding window, ADR 086). */
export const REPORT_LIMIT = { name: 'report:user:1h', max: 10, windowSeconds: 3600 } as const;

/** What became of a report, as the reporter sees it. */
export const REPORT_OUTCOMES = {
  open: 'Under review',
  hidden: 'Content hidden',
  dismissed: 'No action taken',
  actioned: 'Action taken on the account',
} as const;
export type ReportStatus = keyof typeof REPORT_OUTCOMES;

/** A reporter's own report, for "Your reports". */
export interface MyReport {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  /** The reported user's name (the user, the post's creator, the message's sender). */
  target_user_name: string;
  reason: ReportReason;
  status: ReportStatus;
  created_at: string;
}

/** Why content is hidden, as its author sees it on the post. */
export interface HiddenInfo {
  kind: 'report' | 'dmca';
  reason: string;
  hidden_at: string;
  /** For a takedown: the notice, so the author can file a counter-notice. */
  notice_id: number | null;
}

/** Limits of the DMCA forms' fields. */
export const DMCA_LIMITS = { name: 120, email: 254, contact: 500, work: 2000, urls: 50, urlLength: 500, signature: 120, statement: 4000 } as const;

/** Where the forms live. */
export const DMCA_FORM_PATH = '/manage/dmca_form';
export const DMCA_SUCCESS_PATH = '/manage/dmca_form/success';
/** How long the success page confirms a notice this browser just sent (a reload still shows it). */
export const DMCA_RECEIPT_MAX_AGE_MS = 30 * 60_000;
/** The creator's counter-notice: the DMCA form's page in its counter mode (no page the spec does not name). */
export const counterNoticePath = (noticeId: number) => `/manage/dmca_form?counter=${noticeId}`;
/** Where a reporter finds their reports. */
export const MY_REPORTS_PATH = '/user/account#reports';
