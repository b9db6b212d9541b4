/** Staff roles (ADR 090): apart from user_role 0/1; a moderator works the queues, an admin also manages staff. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

/** Entries per page of the staff audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** The staff rule, once (ADR 090): a signed-up account listed as staff; anyone else has no staff role. */
export function staffRoleOf(session: { staffRole: StaffRole | null; user: { is_anonymous: boolean } } | null | undefined): StaffRole | null {
  return session && !session.user.is_anonymous ? session.staffRole : null;
}
