import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { COOKIES } from '../../common/constants';
import { mergeReferral, parseReferral, REFERRAL_COOKIE_MAX_AGE_MS } from '../../common/referral';
import { signedUpUserId } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';

/**
 * /ref/{code}: remembers the referrer until the visitor signs up, then opens the landing page.
 * An unknown or stale code records nothing but still lets the newcomer in (no dead end).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = (params.code ?? '').toLowerCase();
  const loggedIn = signedUpUserId(context) !== null;
  if (!loggedIn && (await context.services.referrals.referrerByCode(code))) {
    const referral = mergeReferral(parseReferral(context.cookies.get(COOKIES.referral)), { code });
    context.cookies.set(COOKIES.referral, JSON.stringify(referral), { maxAgeMs: REFERRAL_COOKIE_MAX_AGE_MS });
  }
  throw redirect('/');
}

export default function Referral() {
  return null;
}
