/**
 * Becoming a creator (issue 19, ADR 091): host applications (applications.ts) and the retention
 * of their identity documents (retention.ts). The service adds what follows a decision, after
 * its transaction: the user's pages learn the new role (user_info_change), a notification and
 * an email.
 */
import type { ApplicationInput, DocumentSide } from '../../../common/creators';
import type { Database } from '../../db';
import type { Mailer } from '../../mail';
import { log } from '../../log';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import * as applications from './applications';
import { purgeExpiredDocuments } from './retention';
import { decisionMail, decisionNotice } from './messages';
import type { NotifyInput } from '../notifications';

export interface CreatorDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  notify: (userId: number, input: NotifyInput) => Promise<unknown>;
  emitUserInfoChange: (userId: number) => void;
  removeMedia: (ownerId: number, mediaId: number) => Promise<unknown>;
}

export function createCreatorService(deps: CreatorDeps) {
  const { db } = deps;

  /** The notification and the email of a decision; a failure to send is logged, the decision stands. */
  async function tell(userId: number, decision: { approved: boolean; reason: string }) {
    try {
      await deps.notify(userId, decisionNotice(decision));
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (user?.email) await deps.mailer.send({ to: user.email, ...decisionMail(decision, deps.publicUrl) });
    } catch (error) {
      log.error({ err: error, userId }, 'telling the applicant about the decision failed');
    }
  }

  return {
    mine: (userId: number) => applications.myApplication(db, userId),
    submit: (userId: number, input: ApplicationInput) => applications.submitApplication(db, userId, input),
    withdraw: (userId: number) => applications.withdrawApplication(db, userId),
    queue: (state: Parameters<typeof applications.applicationQueue>[1]) => applications.applicationQueue(db, state),
    detail: (applicationId: number) => applications.applicationDetail(db, applicationId),
    viewDocument: (staffUserId: number, applicationId: number, side: DocumentSide) => applications.viewDocument(db, staffUserId, applicationId, side),
    async approve(staffUserId: number, applicationId: number) {
      const { userId } = await applications.approveApplication(db, staffUserId, applicationId);
      // Every tab and socket of the user reloads the user: role 1 at once, without signing in again.
      deps.emitUserInfoChange(userId);
      await tell(userId, { approved: true, reason: '' });
      return { userId };
    },
    async refuse(staffUserId: number, applicationId: number, reason: string) {
      const { userId } = await applications.refuseApplication(db, staffUserId, applicationId, reason);
      deps.emitUserInfoChange(userId);
      await tell(userId, { approved: false, reason: reason.trim() });
      return { userId };
    },
    /** One run of the retention job (VERIFICATION_RETENTION_DAYS). */
    purgeExpiredDocuments: (retentionDays: number, now?: Date) => purgeExpiredDocuments({ db, removeMedia: deps.removeMedia }, retentionDays, now),
  };
}
export type CreatorService = ReturnType<typeof createCreatorService>;
