/** Who is asking, for the blocked-location rule (ADR 093): the session's user (if any) and ctx.ip. */
import type { Visitor } from '../domain/locations/rules';
import type { RequestContext } from '../http/context';

export const visitor = (user: { user_id: number } | undefined | null, ctx: Pick<RequestContext, 'ip'>): Visitor => ({
  userId: user?.user_id ?? null,
  ip: ctx.ip,
});
