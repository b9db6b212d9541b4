/**
 * Identity documents are kept only as long as needed (ADR 091, /data-retention-policy): those of
 * a refused or withdrawn application go `retentionDays` after the decision, and photos uploaded
 * for verification but never sent in an application go `retentionDays` after their upload. The
 * photos of an application under review or approved are kept (the same photo may serve a later
 * application: the same bytes are stored once per owner).
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { PURPOSE_BITS } from '../../../common/media';
import type { Database } from '../../db';
import { hostApplications, media } from '../../db/schema';
import { log } from '../../log';

export interface RetentionDeps {
  db: Database;
  /** Deletes a media item of its owner's with its stored bytes and variants (domain/media remove). */
  removeMedia: (ownerId: number, mediaId: number) => Promise<unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One run of the retention job; answers how many photos it deleted. */
export async function purgeExpiredDocuments(deps: RetentionDeps, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const expired = await deps.db
    .select()
    .from(hostApplications)
    .where(
      and(inArray(hostApplications.state, ['not_approved', 'withdrawn']), lt(hostApplications.decidedAt, cutoff), isNull(hostApplications.documentsDeletedAt)),
    );
  const orphans = await deps.db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        sql`(${media.purposes} & ${PURPOSE_BITS.verification}) <> 0`,
        lt(media.createdAt, cutoff),
        sql`not exists (select 1 from ${hostApplications} a where ${media.id} in (a.front_media_id, a.back_media_id, a.selfie_media_id))`,
      ),
    );
  // Photos still needed: those of applications under review or approved.
  const live = await deps.db
    .select({ front: hostApplications.frontMediaId, back: hostApplications.backMediaId, selfie: hostApplications.selfieMediaId })
    .from(hostApplications)
    .where(inArray(hostApplications.state, ['verification', 'approved']));
  const needed = new Set(live.flatMap((a) => [a.front, a.back, a.selfie]));
  const candidates = new Set([...expired.flatMap((a) => [a.frontMediaId, a.backMediaId, a.selfieMediaId]), ...orphans.map((o) => o.id)]);
  let deleted = 0;
  for (const id of candidates) {
    if (id === null || needed.has(id)) continue;
    const [item] = await deps.db.select({ ownerId: media.ownerId }).from(media).where(eq(media.id, id));
    if (!item) continue;
    await deps.removeMedia(item.ownerId, id).then(
      () => deleted++,
      (error: unknown) => log.error({ err: error, mediaId: id }, 'deleting an expired identity document failed'),
    );
  }
  if (expired.length) {
    await deps.db
      .update(hostApplications)
      .set({ documentsDeletedAt: now })
      .where(
        inArray(
          hostApplications.id,
          expired.map((a) => a.id),
        ),
      );
  }
  return deleted;
}
