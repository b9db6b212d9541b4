/** Uploads, the vault of stored media and user portraits (ADR 043). */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * An upload in progress: chunks live in storage under uploads/{id}/; the row goes when the upload
 * completes or fails, or when it has been left untouched for UPLOAD_TTL_MS (the expiry job, ADR 084).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    declaredType: text('declared_type').notNull(),
    contentHash: text('content_hash').notNull(),
    /** What the file is for: bits of common/media PURPOSE_BITS (post 1, chat 2, portrait 4). */
    purposes: smallint('purposes').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last init, chunk or complete: the expiry job removes uploads idle for longer than the TTL. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One upload per owner and file: a second init resumes it.
  (t) => [uniqueIndex('media_uploads_owner_hash_idx').on(t.ownerId, t.contentHash, t.size), index('media_uploads_updated_idx').on(t.updatedAt)],
);

/** A stored image or video (the vault). The same file is stored once per owner. */
export const media = pgTable(
  'media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 image, 2 video. */
    kind: smallint('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentHash: text('content_hash').notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key of the original bytes. */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    posterMediaId: bigint('poster_media_id', { mode: 'number' }).references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    /** What the item may be used for: bits of common/media PURPOSE_BITS; 1 (post: anything) for items from before ADR 084. */
    purposes: smallint('purposes').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_kind_valid', sql`${t.kind} in (1, 2)`),
    uniqueIndex('media_owner_hash_idx').on(t.ownerId, t.contentHash, t.size),
    index('media_owner_list_idx').on(t.ownerId, t.id),
  ],
);

/**
 * The image a user's portrait is made from. A portrait is public (anyone may load it), so the
 * media access check asks this table; users.portrait holds the URL clients load.
 */
export const userPortraits = pgTable(
  'user_portraits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_portraits_media_idx').on(t.mediaId)],
);

/**
 * The image a user's cover is made from (issue 20, ADR 097): public like a portrait, so the media
 * access check asks this table; users.cover holds the URL clients load ('' for none).
 */
export const userCovers = pgTable(
  'user_covers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_covers_media_idx').on(t.mediaId)],
);
