/**
 * The staff member a console loader or action works for. The server's gate (server/http/staff-gate.ts)
 * already answers 404 to everyone else before Remix runs; this gives the page the staff member by
 * type, and holds the same rule should a console page ever be reached another way.
 */
import { data, type AppLoadContext } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';
import type { SessionUser } from '../../../common/identity';
import type { StaffRole } from '../../../common/staff';

export function requireStaff(context: AppLoadContext): { user: SessionUser; staffRole: StaffRole } {
  const session = context.session;
  if (!session?.staffRole || session.user.is_anonymous) throw data({ code: ERRORS.NOT_FOUND.code, message: ERRORS.NOT_FOUND.message }, { status: 404 });
  return { user: session.user, staffRole: session.staffRole };
}
