/**
 * A creator's posts (issue 5, ADR 041): an empty draft from post/create, then the composer
 * saves it as a draft, publishes it now or schedules it. Every write is one transaction that
 * replaces the post's fields and media together, so a refused save leaves nothing half-written.
 * Editing a scheduled post and saving it makes it a draft again (spec section 4).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CAPTION_MAX_LENGTH,
  POST_MEDIA_MAX,
  POST_SCHEDULE_MAX_SECONDS,
  POST_STATUS,
  POST_TEXTS,
  PPV_PRICE_MESSAGE,
  VISIBILITY_VALUES,
  isPaidVisibility,
  ppvPrice,
} from '../../../common/content';
import type { Database, Tx } from '../../db';
import { media, postMedia, posts } from '../../db/schema';
import { bindDeps } from '../bind';
import { AppError } from '../errors';
import { assertUsableFor } from '../media/purpose';
import { type AccessFacts, type PostView, loadPostViews } from './views';
import { forgetVisitorFeed } from './visitor-feed';

export interface PostFields {
  caption: string;
  visibility: number;
  /** Coins; required for PPV and Members and PPV, refused otherwise. */
  price: number | null;
  media_ids: number[];
}

export interface PostServiceOptions {
  db: Database;
  facts: AccessFacts;
  now?: () => Date;
}

/** At most this many posts in a drafts or schedule list. */
export const POST_LIST_LIMIT = 100;

/** Checks the fields (not the media's owner: that needs the database). `needsMedia` for publishing and scheduling. */
export function checkPostFields(fields: PostFields, needsMedia: boolean): PostFields {
  const caption = fields.caption.trim();
  if (caption.length > CAPTION_MAX_LENGTH) throw new AppError('BAD_REQUEST', `caption: must be ${CAPTION_MAX_LENGTH} characters at most`, { field: 'caption' });
  if (!(VISIBILITY_VALUES as number[]).includes(fields.visibility)) {
    throw new AppError('BAD_REQUEST', 'visibility: must be 1 (Everyone), 2 (PPV), 3 (Members) or 4 (Members and PPV)', { field: 'visibility' });
  }
  let price: number | null = null;
  if (isPaidVisibility(fields.visibility)) {
    const parsed = ppvPrice.safeParse(fields.price ?? undefined);
    if (!parsed.success) throw new AppError('BAD_REQUEST', PPV_PRICE_MESSAGE, { field: 'price' });
    price = parsed.data;
  } else if (fields.price !== null && fields.price !== undefined) {
    throw new AppError('POST_PRICE_NOT_ALLOWED', undefined, { field: 'price' });
  }
  const mediaIds = fields.media_ids;
  if (new Set(mediaIds).size !== mediaIds.length) throw new AppError('BAD_REQUEST', 'media_ids: the same item is listed twice', { field: 'media_ids' });
  if (mediaIds.length > POST_MEDIA_MAX) throw new AppError('BAD_REQUEST', POST_TEXTS.tooManyMedia, { field: 'media_ids' });
  if (needsMedia && mediaIds.length === 0) throw new AppError('POST_NEEDS_MEDIA', undefined, { field: 'media_ids' });
  return { caption, visibility: fields.visibility, price, media_ids: mediaIds };
}

/** PostServiceOptions with the clock filled in. */
export type PostDeps = Required<PostServiceOptions>;

async function draftCount(db: Tx | Database, creatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.status, POST_STATUS.Draft)));
  return row?.n ?? 0;
}

/** The creator's post, locked for this transaction; another's or a missing one look the same. */
async function ownPost(tx: Tx, creatorId: number, postId: number) {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.creatorId, creatorId)))
    .for('update');
  if (!row) throw new AppError('POST_NOT_FOUND');
  return row;
}

/** The creator's own post, as the composer shows it. */
export async function get({ db, facts }: PostDeps, creatorId: number, postId: number): Promise<PostView> {
  const [found] = await loadPostViews(db, facts, creatorId, [postId]);
  // Another creator's post looks like a missing one.
  if (!found || found.creator.user_id !== creatorId) throw new AppError('POST_NOT_FOUND');
  return found;
}

/** Writes the fields and the media list; the new status and times come from the caller. */
async function write(
  deps: PostDeps,
  creatorId: number,
  postId: number,
  input: PostFields,
  next: (row: typeof posts.$inferSelect) => { status: number; scheduledAt: Date | null; publishedAt: Date | null },
  needsMedia: boolean,
): Promise<PostView> {
  const { db, now } = deps;
  const fields = checkPostFields(input, needsMedia);
  await db.transaction(async (tx) => {
    const row = await ownPost(tx, creatorId, postId);
    if (fields.media_ids.length > 0) {
      const owned = await tx
        .select({ id: media.id, purposes: media.purposes })
        .from(media)
        .where(and(inArray(media.id, fields.media_ids), eq(media.ownerId, creatorId)));
      if (owned.length !== fields.media_ids.length) throw new AppError('POST_MEDIA_INVALID', undefined, { field: 'media_ids' });
      assertUsableFor(owned, 'post', 'media_ids');
    }
    const state = next(row);
    await tx
      .update(posts)
      .set({ caption: fields.caption, visibility: fields.visibility, price: fields.price, ...state, updatedAt: now() })
      .where(eq(posts.id, postId));
    await tx.delete(postMedia).where(eq(postMedia.postId, postId));
    if (fields.media_ids.length > 0) {
      await tx.insert(postMedia).values(fields.media_ids.map((mediaId, position) => ({ postId, position, mediaId })));
    }
  });
  forgetVisitorFeed(db);
  return get(deps, creatorId, postId);
}

/** post/init: how many drafts the creator has (spec: data.data.draft_num). */
export async function init({ db }: PostDeps, creatorId: number) {
  return { draft_num: await draftCount(db, creatorId) };
}

/** post/create (from=1): a new empty draft to compose in. */
export async function create({ db }: PostDeps, creatorId: number) {
  const [row] = await db.insert(posts).values({ creatorId, status: POST_STATUS.Draft }).returning({ id: posts.id });
  return { post_id: row!.id, draft_num: await draftCount(db, creatorId) };
}

/** Save as draft: a scheduled post becomes a draft again, and so does a posted one. */
export function save(deps: PostDeps, creatorId: number, postId: number, fields: PostFields) {
  return write(deps, creatorId, postId, fields, () => ({ status: POST_STATUS.Draft, scheduledAt: null, publishedAt: null }), false);
}

/** Publish now (a posted post being edited keeps its first publication time). */
export function publish(deps: PostDeps, creatorId: number, postId: number, fields: PostFields) {
  return write(
    deps,
    creatorId,
    postId,
    fields,
    (row) => ({
      status: POST_STATUS.Posted,
      scheduledAt: null,
      publishedAt: row.status === POST_STATUS.Posted && row.publishedAt ? row.publishedAt : deps.now(),
    }),
    true,
  );
}

/** Schedule for `at` (unix seconds): in the future and within a year. */
export function schedule(deps: PostDeps, creatorId: number, postId: number, fields: PostFields, at: number) {
  const current = deps.now().getTime();
  if (at * 1000 <= current) throw new AppError('POST_SCHEDULE_IN_PAST', undefined, { field: 'scheduled_at' });
  if (at * 1000 > current + POST_SCHEDULE_MAX_SECONDS * 1000) throw new AppError('POST_SCHEDULE_TOO_FAR', undefined, { field: 'scheduled_at' });
  return write(deps, creatorId, postId, fields, () => ({ status: POST_STATUS.Scheduled, scheduledAt: new Date(at * 1000), publishedAt: null }), true);
}

/** Deletes the creator's post (post/delete). */
export async function remove({ db }: PostDeps, creatorId: number, postId: number) {
  const gone = await db
    .delete(posts)
    .where(and(eq(posts.id, postId), eq(posts.creatorId, creatorId)))
    .returning({ id: posts.id });
  if (gone.length === 0) throw new AppError('POST_NOT_FOUND');
  forgetVisitorFeed(db);
  return { post_id: postId, draft_num: await draftCount(db, creatorId) };
}

/** /publish/drafts: newest edit first. */
export async function drafts({ db, facts }: PostDeps, creatorId: number) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.status, POST_STATUS.Draft)))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(POST_LIST_LIMIT);
  return {
    list: await loadPostViews(
      db,
      facts,
      creatorId,
      rows.map((r) => r.id),
    ),
    draft_num: await draftCount(db, creatorId),
  };
}

/** /publish/schedule: soonest first. */
export async function scheduled({ db, facts }: PostDeps, creatorId: number) {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.status, POST_STATUS.Scheduled)))
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
    .limit(POST_LIST_LIMIT);
  return {
    list: await loadPostViews(
      db,
      facts,
      creatorId,
      rows.map((r) => r.id),
    ),
  };
}

export const postFunctions = { init, create, get, save, publish, schedule, delete: remove, drafts, scheduled };

export function createPostService({ now = () => new Date(), ...rest }: PostServiceOptions) {
  return bindDeps(postFunctions, { now, ...rest });
}

export type PostService = ReturnType<typeof createPostService>;
