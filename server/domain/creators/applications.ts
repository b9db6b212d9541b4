/**
 * Host applications (issue 19, ADR 091): a signed-up fan applies to become a creator with their
 * legal name, birthday, country, identity photos and the creator agreement; staff approve
 * (user_role 1 in the same transaction) or refuse with a reason; the applicant may withdraw
 * while it is under review and apply again after a refusal. Each function writes in one
 * transaction, so nothing is half-written; staff changes record their audit entry inside it.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ApplicationInput,
  type ApplicationState,
  CREATOR_AGREEMENT_VERSION,
  type DocumentSide,
  type MyApplication,
  REASON_MAX,
} from '../../../common/creators';
import { isVerificationMedia } from '../../../common/media';
import { ERRORS } from '../../../common/errors';
import { multiLine } from '../../../common/text';
import type { Database } from '../../db';
import { hostApplications, media, users } from '../../db/schema';
import { AppError } from '../errors';
import { nameClashError, nameSkeletons } from '../identity/name-skeleton';
import { recordStaffAction } from '../staff';

const CREATOR = 1;
const MEDIA_IMAGE = 1;
type Row = typeof hostApplications.$inferSelect;

function mine(row: Row): MyApplication {
  return {
    application_id: row.id,
    state: row.state as ApplicationState,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The applicant's latest application, or null when they never applied. */
export async function myApplication(db: Database, userId: number): Promise<MyApplication | null> {
  const [row] = await db.select().from(hostApplications).where(eq(hostApplications.userId, userId)).orderBy(desc(hostApplications.id)).limit(1);
  return row ? mine(row) : null;
}

/**
 * A new application under review. Refused while the user is a creator or has one under review,
 * and unless every photo is the applicant's own image uploaded for verification.
 */
export async function submitApplication(db: Database, userId: number, input: ApplicationInput): Promise<MyApplication> {
  const ids = [input.front_media_id, input.selfie_media_id, ...(input.back_media_id ? [input.back_media_id] : [])];
  return db.transaction(async (tx) => {
    // The user's row is the lock: two submits at once queue here, the second finds the first.
    const [user] = await tx.select({ role: users.userRole }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('AUTH_REQUIRED');
    if (user.role === CREATOR) throw new AppError('ALREADY_CREATOR');
    const [open] = await tx
      .select({ id: hostApplications.id })
      .from(hostApplications)
      .where(and(eq(hostApplications.userId, userId), eq(hostApplications.state, 'verification')));
    if (open) throw new AppError('APPLICATION_OPEN');
    const photos = await tx
      .select({ id: media.id, ownerId: media.ownerId, kind: media.kind, purposes: media.purposes })
      .from(media)
      .where(inArray(media.id, ids));
    const usable = (id: number) => photos.some((p) => p.id === id && p.ownerId === userId && p.kind === MEDIA_IMAGE && isVerificationMedia(p.purposes));
    if (new Set(ids).size !== ids.length || !ids.every(usable)) throw new AppError('APPLICATION_DOCUMENT_INVALID');
    const [row] = await tx
      .insert(hostApplications)
      .values({
        userId,
        legalName: input.legal_name,
        birthday: input.birthday,
        country: input.country,
        documentType: input.document_type,
        frontMediaId: input.front_media_id,
        backMediaId: input.back_media_id ?? null,
        selfieMediaId: input.selfie_media_id,
        agreementVersion: CREATOR_AGREEMENT_VERSION,
        agreementAcceptedAt: new Date(),
      })
      .returning();
    return mine(row!);
  });
}

/** The applicant takes back their application under review; its documents then wait out the retention period. */
export async function withdrawApplication(db: Database, userId: number): Promise<MyApplication> {
  const [row] = await db
    .update(hostApplications)
    .set({ state: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(hostApplications.userId, userId), eq(hostApplications.state, 'verification')))
    .returning();
  if (!row) throw new AppError('APPLICATION_NOT_OPEN');
  return mine(row);
}

/** Staff approve: the application, user_role 1 with the names' look-alike keys, and the audit entry in one transaction. */
export async function approveApplication(db: Database, staffUserId: number, applicationId: number): Promise<{ userId: number }> {
  return db.transaction(async (tx) => {
    const row = await decide(tx, applicationId, { state: 'approved', reason: '', decidedBy: staffUserId });
    const [names] = await tx.select({ nickname: users.nickname, user_name: users.userName }).from(users).where(eq(users.id, row.userId));
    // A new creator's names get their look-alike keys (ADR 135): one that looks like another creator's is refused, all of it undone.
    await tx
      .update(users)
      .set({ userRole: CREATOR, ...nameSkeletons(names!) })
      .where(eq(users.id, row.userId))
      .catch((error: unknown) => {
        throw nameClashError(error) ?? error;
      });
    await recordStaffAction(tx, {
      staffUserId,
      action: 'application.approve',
      subjectType: 'application',
      subjectId: applicationId,
      detail: { user_id: row.userId },
    });
    return { userId: row.userId };
  });
}

/** Staff refuse with a reason the applicant reads; they may apply again. */
export async function refuseApplication(db: Database, staffUserId: number, applicationId: number, reason: string): Promise<{ userId: number }> {
  const text = reason.trim();
  if (!text) throw new AppError('APPLICATION_REASON_REQUIRED');
  // The one text rule (common/text.ts) holds here too: the reason comes from a form, not the API.
  const checked = multiLine().max(REASON_MAX).safeParse(text);
  if (!checked.success) throw new AppError('TEXT_NOT_ALLOWED', `Reason: ${checked.error.issues[0]?.message ?? ERRORS.TEXT_NOT_ALLOWED.message}`);
  return db.transaction(async (tx) => {
    const row = await decide(tx, applicationId, { state: 'not_approved', reason: text, decidedBy: staffUserId });
    await recordStaffAction(tx, {
      staffUserId,
      action: 'application.refuse',
      subjectType: 'application',
      subjectId: applicationId,
      reason: text,
      detail: { user_id: row.userId },
    });
    return { userId: row.userId };
  });
}

type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Moves an application under review to its decision; APPLICATION_NOT_FOUND / APPLICATION_NOT_OPEN otherwise. */
async function decide(tx: Writer, applicationId: number, decision: { state: ApplicationState; reason: string; decidedBy: number }): Promise<Row> {
  const [row] = await tx
    .update(hostApplications)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(hostApplications.id, applicationId), eq(hostApplications.state, 'verification')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: hostApplications.id }).from(hostApplications).where(eq(hostApplications.id, applicationId));
  throw new AppError(exists ? 'APPLICATION_NOT_OPEN' : 'APPLICATION_NOT_FOUND');
}

/** The queue: applications in a state, oldest first for those under review (first come, first served), else newest first. */
export async function applicationQueue(db: Database, state: ApplicationState, limit = 50) {
  return db
    .select({
      id: hostApplications.id,
      userId: hostApplications.userId,
      userName: users.userName,
      legalName: hostApplications.legalName,
      country: hostApplications.country,
      state: hostApplications.state,
      createdAt: hostApplications.createdAt,
      decidedAt: hostApplications.decidedAt,
    })
    .from(hostApplications)
    .innerJoin(users, eq(users.id, hostApplications.userId))
    .where(eq(hostApplications.state, state))
    .orderBy(state === 'verification' ? hostApplications.id : desc(hostApplications.id))
    .limit(limit);
}

/** One application for the console, with the user's earlier applications' count. */
export async function applicationDetail(db: Database, applicationId: number) {
  const [row] = await db
    .select({ application: hostApplications, userName: users.userName, email: users.email, userRole: users.userRole })
    .from(hostApplications)
    .innerJoin(users, eq(users.id, hostApplications.userId))
    .where(eq(hostApplications.id, applicationId));
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  const [earlier] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hostApplications)
    .where(and(eq(hostApplications.userId, row.application.userId), sql`${hostApplications.id} < ${applicationId}`));
  return { ...row, earlierApplications: earlier?.n ?? 0 };
}

/**
 * The media item of one photo of an application, for a staff member: every call records a
 * `document.view` entry first (no view without its entry). APPLICATION_NOT_FOUND when the
 * application or that photo does not exist (any more).
 */
export async function viewDocument(db: Database, staffUserId: number, applicationId: number, side: DocumentSide): Promise<number> {
  const [row] = await db.select().from(hostApplications).where(eq(hostApplications.id, applicationId));
  const mediaId = row ? { front: row.frontMediaId, back: row.backMediaId, selfie: row.selfieMediaId }[side] : null;
  if (!row || !mediaId) throw new AppError('APPLICATION_NOT_FOUND');
  await recordStaffAction(db, {
    staffUserId,
    action: 'document.view',
    subjectType: 'application',
    subjectId: applicationId,
    detail: { side, media_id: mediaId },
  });
  return mediaId;
}
