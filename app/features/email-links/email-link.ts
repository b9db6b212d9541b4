/**
 * Email-link rules (spec section 5). Links in our emails carry t (template), sc (source
 * channel), s (sender: the user the email was sent to) and sometimes target_user_id. The
 * server reads them before any JavaScript runs (root loader) and strips them from the URL.
 */

export const TRACKING_PARAMS = ['t', 'sc', 's', 'target_user_id'] as const;
export const EMAIL_CHANNEL = 'email';
/** The template of the earnings email, whose clicks are reported. */
export const EARNINGS_TEMPLATE = 'earnings';

export const ACCOUNT_MISMATCH = {
  title: 'Account Mismatch Alert',
  message: 'The current login account does not match the email account. Please switch to another account to continue.',
  switchLabel: 'Switch Account',
  laterLabel: 'Maybe Later',
  /** On /chatRoom the mismatch is an error page with this status. */
  chatRoomStatus: 102,
} as const;

export interface EmailLink {
  template?: string;
  channel?: string;
  sender?: string;
  targetUserId?: string;
}

export interface EmailLinkOutcome {
  /** The link was sent to the logged-in user. */
  own: boolean;
  /** The link was sent to someone else than the logged-in user. */
  mismatch: boolean;
  /** Report the earnings-email click (once per session per sender). */
  reportEarnings: boolean;
  /** Remember this user as the renewal target. */
  renewalTarget?: string;
  /** `s` is stored as the inviter and `t` as the traffic source. */
  inviter?: string;
  traffic?: string;
  /** The URL without the tracking parameters (null when there were none). */
  cleanPath: string | null;
}

export function readEmailLink(url: URL): EmailLink | null {
  const q = url.searchParams;
  if (!TRACKING_PARAMS.some((p) => q.has(p))) return null;
  return {
    template: q.get('t') ?? undefined,
    channel: q.get('sc') ?? undefined,
    sender: q.get('s') ?? undefined,
    targetUserId: q.get('target_user_id') ?? undefined,
  };
}

export function emailLinkOutcome(url: URL, currentUserId: number | null): EmailLinkOutcome | null {
  const link = readEmailLink(url);
  if (!link) return null;
  const me = currentUserId === null ? null : String(currentUserId);
  const fromEmail = link.channel === EMAIL_CHANNEL;
  const own = fromEmail && me !== null && link.sender === me;
  const mismatch = me !== null && link.sender !== undefined && link.sender !== me;
  const keys = [...url.searchParams.keys()];
  const exactlyTScS = keys.length === 3 && ['t', 'sc', 's'].every((k) => url.searchParams.has(k));
  const clean = new URL(url);
  for (const p of TRACKING_PARAMS) clean.searchParams.delete(p);
  return {
    own,
    mismatch,
    reportEarnings: exactlyTScS && fromEmail && link.template === EARNINGS_TEMPLATE,
    renewalTarget: link.targetUserId && link.template && link.channel && link.sender && link.sender === me ? link.targetUserId : undefined,
    inviter: link.sender,
    traffic: link.template,
    cleanPath: clean.pathname + clean.search + clean.hash,
  };
}
