/**
 * Who may call an endpoint, declared in the table (`access`) and checked once by the pipeline,
 * which hands the handler the caller as the kind of user that level admits (ADR 080).
 * A new level is one more entry in `AccessUsers` and in `admit`'s table. Staff (ADR 090) are
 * refused with 404, not 403: the console's existence is not advertised.
 */
import type { ErrorName } from '../../common/errors';
import { AppError } from '../domain/errors';
import { staffRoleOf, type StaffRole } from '../../common/staff';
import type { CurrentSession, SessionUser } from '../domain/sessions';

/** A user who has completed the sign-up (not an anonymous visitor's account). */
export type SignedUpUser = SessionUser & { is_anonymous: false };
/** A signed-up creator (user_role 1). */
export type CreatorUser = SignedUpUser & { user_role: 1 };
/** A staff member (moderator or admin) with their role. */
export type StaffUser = SignedUpUser & { staff_role: StaffRole };

/** Each access level and the caller its handler receives. */
export interface AccessUsers {
  /** Anyone; the session's user when there is one. */
  public: SessionUser | undefined;
  /** Any session, an anonymous visitor's account too (1001 without one). */
  session: SessionUser;
  /** A signed-up account (1001 without a session or for an anonymous one). */
  signedUp: SignedUpUser;
  /** A signed-up creator: 1001 as for signedUp, then the endpoint's `refusal` (403) for anyone else. */
  creator: CreatorUser;
  /** A staff member: anyone else, anonymous callers too, gets 404 (NOT_FOUND). */
  staff: StaffUser;
}

export type Access = keyof AccessUsers;

export function isSignedUp(user: SessionUser): user is SignedUpUser {
  return !user.is_anonymous;
}

export function isCreator(user: SignedUpUser): user is CreatorUser {
  return user.user_role === 1;
}

function signedUp(user: SessionUser | undefined): SignedUpUser {
  if (!user || !isSignedUp(user)) throw new AppError('AUTH_REQUIRED');
  return user;
}

const admits: { [A in Access]: (user: SessionUser | undefined, refusal: ErrorName, session: CurrentSession | null | undefined) => AccessUsers[A] } = {
  public: (user) => user,
  session: (user) => {
    if (!user) throw new AppError('AUTH_REQUIRED');
    return user;
  },
  signedUp,
  creator: (user, refusal) => {
    const member = signedUp(user);
    if (!isCreator(member)) throw new AppError(refusal);
    return member;
  },
  staff: (user, _refusal, session) => {
    const staffRole = staffRoleOf(session);
    if (!user || !isSignedUp(user) || !staffRole) throw new AppError('NOT_FOUND');
    return { ...user, staff_role: staffRole };
  },
};

/** The caller of `session` as `access` admits them, or the error of the first rule they fail. */
export function admit<A extends Access>(access: A, session: CurrentSession | null | undefined, refusal: ErrorName = 'FORBIDDEN'): AccessUsers[A] {
  return admits[access](session?.user, refusal, session) as AccessUsers[A];
}
