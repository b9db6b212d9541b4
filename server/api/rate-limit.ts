/**
 * The API's own rate limits (issue 18, ADR 086), on top of the sign-in limits of domain/identity:
 * every call counts against its address and, signed in, its user; writes count again, per user
 * (or per address without a session); the sign-in calls count again per address. Sliding minutes,
 * counted where the sign-in limits are (the database, or Redis when REDIS_URL is set).
 */
import type { Config } from '../config';
import type { Limit } from '../domain/limits';
import { hashToken } from '../domain/sessions';
import type { RequestContext } from '../http/context';
import type { Endpoint } from './endpoint';
import { identityEndpoints } from './identity';

/** The calls that sign in or make accounts: the ones a password-guesser or an account farm would hammer. */
const SIGN_IN_PATHS = new Set(
  (
    ['auth.signup_anonymous', 'auth.email.send_code', 'auth.email.verify_code', 'auth.email.complete_signup', 'auth.login', 'auth.user_name.check'] as const
  ).map((name) => identityEndpoints[name].path),
);

const perMinute = (name: string, max: number): Limit => ({ name, max, windowSeconds: 60 });

/** Who the caller is for the per-user limits: the user, or for an endpoint that checks its own session, that token's session. */
function callerKey(ep: Endpoint, ctx: RequestContext): string | undefined {
  if (ctx.session) return `u${ctx.session.user.user_id}`;
  if (ep.checksSession && ctx.uncheckedToken) return `t${hashToken(ctx.uncheckedToken).slice(0, 32)}`;
  return undefined;
}

/** The limits one call counts against, with their keys (a limit of 0 is off). */
export function apiLimitChecks(config: Config, ep: Endpoint, ctx: RequestContext): [Limit, string][] {
  const user = callerKey(ep, ctx);
  const checks: [Limit, string][] = [[perMinute('api:ip', config.API_LIMIT_IP_PER_MINUTE), ctx.ip]];
  if (user) checks.push([perMinute('api:user', config.API_LIMIT_USER_PER_MINUTE), user]);
  if (ep.method !== 'GET') checks.push([perMinute('api:write', config.API_LIMIT_WRITES_PER_MINUTE), user ?? `ip:${ctx.ip}`]);
  if (SIGN_IN_PATHS.has(ep.path)) checks.push([perMinute('api:sign-in', config.API_LIMIT_SIGN_IN_PER_MINUTE), ctx.ip]);
  return checks;
}
