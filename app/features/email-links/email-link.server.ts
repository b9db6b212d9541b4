/**
 * Email links on the server, before any JavaScript runs (spec section 5): the clicks to
 * report, the inviter and traffic source to remember, then a redirect to the URL without the
 * tracking parameters. What the page must show (the mismatch dialog, or on /chatRoom the
 * error page with status 102) and the renewal target ride to that next request in a
 * one-time cookie.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { COOKIES } from '../../../common/constants';
import { mergeReferral, parseReferral, REFERRAL_COOKIE_MAX_AGE_MS } from '../../../common/referral';
import { emailLinkOutcome, type EmailLinkOutcome } from './email-link';

/** What the page shows after an email link: read once from the flash cookie. */
export interface EmailLinkNotice {
  mismatch: boolean;
  renewalTarget?: string;
}

const FLASH_MAX_AGE_MS = 60_000;
const EMAIL_CLICK = 2;

/** Handles the tracking parameters of `url`: throws the redirect to the clean URL, or returns nothing to do. */
export async function processEmailLink(url: URL, context: AppLoadContext, loggedInUserId: number | null): Promise<void> {
  const outcome = emailLinkOutcome(url, loggedInUserId);
  if (!outcome) return;
  const { cookies } = context;
  const link = { sender: url.searchParams.get('s') ?? undefined, template: url.searchParams.get('t') ?? undefined };

  if (outcome.reportEarnings && link.sender) await reportEarningsOnce(context, link.sender, link.template!, url);

  if (outcome.inviter || outcome.traffic) {
    const referral = mergeReferral(parseReferral(cookies.get(COOKIES.referral)), { inviter: outcome.inviter, traffic: outcome.traffic });
    cookies.set(COOKIES.referral, JSON.stringify(referral), { maxAgeMs: REFERRAL_COOKIE_MAX_AGE_MS });
  }

  const notice = noticeOf(outcome);
  if (notice) cookies.set(COOKIES.emailLinkFlash, JSON.stringify(notice), { maxAgeMs: FLASH_MAX_AGE_MS });
  throw redirect(outcome.cleanPath ?? url.pathname);
}

function noticeOf(outcome: EmailLinkOutcome): EmailLinkNotice | null {
  if (!outcome.mismatch && !outcome.renewalTarget) return null;
  return { mismatch: outcome.mismatch, ...(outcome.renewalTarget ? { renewalTarget: outcome.renewalTarget } : {}) };
}

/** The earnings-email click, once per browser session per sender (a session cookie lists them). */
async function reportEarningsOnce(context: AppLoadContext, sender: string, template: string, url: URL): Promise<void> {
  const { cookies, services, log } = context;
  const reported = (cookies.get(COOKIES.emailReported) ?? '').split('.').filter(Boolean);
  if (reported.includes(sender) || !/^[1-9]\d{0,15}$/.test(sender)) return;
  try {
    await services.referrals.reportEmailEvent({ template, userId: Number(sender), eventType: EMAIL_CLICK, payload: { click_url: url.href } });
  } catch (error) {
    // A report is best effort (the spec ignores its errors); the visitor still gets the page.
    log.warn({ err: error, template }, 'email link report failed');
    return;
  }
  cookies.set(COOKIES.emailReported, [...reported, sender].slice(-50).join('.'));
}

/** The notice an email link left for this page (then forgotten). */
export function takeEmailLinkNotice(context: AppLoadContext): EmailLinkNotice | null {
  const raw = context.cookies.get(COOKIES.emailLinkFlash);
  if (!raw) return null;
  context.cookies.clear(COOKIES.emailLinkFlash);
  try {
    const value = JSON.parse(raw) as Partial<EmailLinkNotice>;
    return {
      mismatch: value.mismatch === true,
      ...(typeof value.renewalTarget === 'string' && /^[1-9]\d{0,15}$/.test(value.renewalTarget) ? { renewalTarget: value.renewalTarget } : {}),
    };
  } catch {
    return null;
  }
}
