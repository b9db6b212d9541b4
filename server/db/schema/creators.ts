/** Host applications: a fan's request to become a creator, its documents and the staff decision (ADR 091). */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { media } from './media';

export const hostApplications = pgTable(
  'host_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** common/creators APPLICATION_STATES. */
    state: text('state').notNull().default('verification'),
    legalName: text('legal_name').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2 country of residence. */
    country: text('country').notNull(),
    documentType: text('document_type').notNull(),
    /** The private photos (media with the verification purpose); null once the retention job deleted them. */
    frontMediaId: bigint('front_media_id', { mode: 'number' }).references(() => media.id, { onDelete: 'set null' }),
    backMediaId: bigint('back_media_id', { mode: 'number' }).references(() => media.id, { onDelete: 'set null' }),
    selfieMediaId: bigint('selfie_media_id', { mode: 'number' }).references(() => media.id, { onDelete: 'set null' }),
    agreementVersion: text('agreement_version').notNull(),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }).notNull(),
    /** Why staff did not approve it (shown to the applicant); '' otherwise. */
    reason: text('reason').notNull().default(''),
    /** The staff member who decided (no foreign key: the decision outlives the account, like the audit log). */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    /** When staff decided or the applicant withdrew: the retention period runs from here. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('host_applications_state_valid', sql`${t.state} in ('verification', 'approved', 'not_approved', 'withdrawn')`),
    check('host_applications_reason_when_refused', sql`${t.state} <> 'not_approved' or length(${t.reason}) > 0`),
    // One open application per user: a second submit while one is under review is refused.
    uniqueIndex('host_applications_one_open_idx')
      .on(t.userId)
      .where(sql`${t.state} = 'verification'`),
    index('host_applications_user_idx').on(t.userId, t.id),
    index('host_applications_state_idx').on(t.state, t.id),
  ],
);
