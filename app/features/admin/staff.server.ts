/**
 * The staff member a console loader or action works for (ADR 090); anyone else gets the very 404
 * an unknown page gives (routes/not-found.tsx), so the console's existence is not advertised.
 * The root loader applies the same rule to every `auth: 'staff'` entry of the manifest, and the
 * server's gate (server/http/staff-gate.ts) refuses their form posts before Remix.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { SessionUser } from '../../../common/identity';
import { staffRoleOf, type StaffRole } from '../../../common/staff';
import { notFound } from '../session/access.server';

export function requireStaff(context: AppLoadContext): { user: SessionUser; staffRole: StaffRole } {
  const staffRole = staffRoleOf(context.session);
  if (!staffRole) notFound();
  return { user: context.session!.user, staffRole };
}
