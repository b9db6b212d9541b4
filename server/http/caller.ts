/** Who is asking, as the identity rules need it: session, token, address, user agent, referral cookie. */
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { COOKIES } from '../../common/constants';
import { parseReferral } from '../../common/referral';
import type { Caller } from '../domain/identity';
import type { RequestContext } from './context';

export function callerOf(req: IncomingMessage, ctx: RequestContext): Caller {
  return {
    session: ctx.session,
    token: ctx.token,
    ip: ctx.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    referral: parseReferral(parseCookies(req.headers.cookie ?? '')[COOKIES.referral]),
  };
}
