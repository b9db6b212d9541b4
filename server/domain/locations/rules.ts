/**
 * Blocked locations (issue 19 point 5, ADR 093): a creator hides their profile, posts, media and
 * chat from visitors in chosen countries, US states or Canadian provinces. One rule,
 * `assertAllowed`, throws 30023 (as for a profile that does not exist) and records the
 * blocked-location event; the creator never learns who was refused.
 *
 * Cost: the ids of creators who block anything are kept in memory (refreshed every `ttlMs`, and
 * at once in this process on a change), so a visit to a creator who blocks nothing reads neither
 * the database nor the IP database.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { BLOCKED_LOCATIONS_MAX, type BlockedLocation } from '../../../common/locations';
import { isUniqueViolation, type Database } from '../../db';
import { blockedLocationEvents, blockedLocations, conversationMembers, lives, messages, posts, users } from '../../db/schema';
import { log } from '../../log';
import { AppError } from '../errors';
import { geoipPlace, type Place, type PlaceLookup } from './geoip';

/** Who is asking: their account (null for a visitor without a session) and their address (ctx.ip). */
export interface Visitor {
  userId: number | null;
  ip: string;
}

/** What names the creator whose blocked locations apply to a call (domain/use-case.ts). */
export type FenceSubject = { creator: number } | { userName: string } | { post: number } | { live: number } | { conversation: number } | { message: number };

export interface LocationDeps {
  db: Database;
  /** Where an address is (geoip-lite unless a test gives its own). */
  lookup?: PlaceLookup;
  /** How long another process's change may take to be seen here (default 30 s). */
  ttlMs?: number;
}

const covers = (blocked: Place, at: Place) => blocked.country === at.country && (blocked.region === '' || blocked.region === at.region);

export function createLocationService(deps: LocationDeps) {
  const { db } = deps;
  const lookup = deps.lookup ?? geoipPlace;
  const ttl = deps.ttlMs ?? 30_000;
  let blocking: { ids: Set<number>; at: number } | undefined;
  let loadingIds: Promise<Set<number>> | undefined;
  const placesOf = new Map<number, { places: Place[]; at: number }>();

  async function blockingCreators(): Promise<Set<number>> {
    if (blocking && Date.now() - blocking.at < ttl) return blocking.ids;
    loadingIds ??= db
      .selectDistinct({ id: blockedLocations.creatorId })
      .from(blockedLocations)
      .then((rows) => {
        blocking = { ids: new Set(rows.map((r) => r.id)), at: Date.now() };
        placesOf.clear();
        return blocking.ids;
      })
      .finally(() => (loadingIds = undefined));
    return loadingIds;
  }

  async function blockedPlaces(creatorId: number): Promise<Place[]> {
    const cached = placesOf.get(creatorId);
    if (cached && Date.now() - cached.at < ttl) return cached.places;
    const places = await db
      .select({ country: blockedLocations.country, region: blockedLocations.region })
      .from(blockedLocations)
      .where(eq(blockedLocations.creatorId, creatorId));
    placesOf.set(creatorId, { places, at: Date.now() });
    return places;
  }

  /** A change made here is seen here at once. */
  function changed(creatorId: number) {
    blocking = undefined;
    placesOf.delete(creatorId);
  }

  /** The blocked place that hides `creatorId` from `visitor`, or null. */
  async function blockedAt(creatorId: number, visitor: Visitor, ids?: Set<number>): Promise<Place | null> {
    if (visitor.userId === creatorId) return null;
    if (!(ids ?? (await blockingCreators())).has(creatorId)) return null;
    const at = await lookup(visitor.ip);
    if (!at) return null;
    return (await blockedPlaces(creatorId)).some((p) => covers(p, at)) ? at : null;
  }

  /** The blocked-location analytics event: the place and the time, never the visitor. */
  function record(creatorId: number, at: Place) {
    db.insert(blockedLocationEvents)
      .values({ creatorId, country: at.country, region: at.region })
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'recording a blocked-location event'),
      );
  }

  /** The creator a name, a post or a live is of, a message's sender; a conversation's: its other member (for one of its members). */
  async function creatorNamedBy(subject: Exclude<FenceSubject, { creator: number }>, visitor: Visitor): Promise<number | null> {
    if ('post' in subject) {
      const [row] = await db.select({ id: posts.creatorId }).from(posts).where(eq(posts.id, subject.post));
      return row?.id ?? null;
    }
    if ('userName' in subject) {
      if (subject.userName.length > 64) return null;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${subject.userName})`);
      return row?.id ?? null;
    }
    if ('live' in subject) {
      const [row] = await db.select({ id: lives.creatorId }).from(lives).where(eq(lives.id, subject.live));
      return row?.id ?? null;
    }
    if ('message' in subject) {
      const [row] = await db.select({ id: messages.senderId }).from(messages).where(eq(messages.id, subject.message));
      return row?.id ?? null;
    }
    if (visitor.userId === null) return null;
    const [row] = await db
      .select({ id: conversationMembers.peerId })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, subject.conversation), eq(conversationMembers.userId, visitor.userId)));
    return row?.id ?? null;
  }

  return {
    /** The creator's blocked locations, oldest first. */
    async list(creatorId: number): Promise<BlockedLocation[]> {
      return db
        .select({ id: blockedLocations.id, country: blockedLocations.country, region: blockedLocations.region })
        .from(blockedLocations)
        .where(eq(blockedLocations.creatorId, creatorId))
        .orderBy(asc(blockedLocations.id));
    },

    /**
     * Loads the IP database ahead of the first visitor when some creator blocks a place: geoip-lite
     * reads its files synchronously (0.4 s on an idle machine, seconds on a busy one; ADR 093).
     */
    async warm(): Promise<void> {
      if ((await blockingCreators()).size > 0) await lookup('127.0.0.1');
    },

    /** Blocks a place (a known one: the input schema checked it); the same place twice is "Location already exists.". */
    async add(creatorId: number, place: Place): Promise<BlockedLocation> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blockedLocations)
        .where(eq(blockedLocations.creatorId, creatorId));
      if ((count?.n ?? 0) >= BLOCKED_LOCATIONS_MAX) throw new AppError('LOCATIONS_TOO_MANY');
      try {
        const [row] = await db
          .insert(blockedLocations)
          .values({ creatorId, country: place.country, region: place.region })
          .returning({ id: blockedLocations.id, country: blockedLocations.country, region: blockedLocations.region });
        changed(creatorId);
        // The first block: have the IP database ready before the first visitor.
        void lookup('127.0.0.1').catch((error: unknown) => log.error({ err: error }, 'loading the IP database'));
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('LOCATION_EXISTS');
        throw error;
      }
    },

    async remove(creatorId: number, id: number): Promise<void> {
      const removed = await db
        .delete(blockedLocations)
        .where(and(eq(blockedLocations.id, id), eq(blockedLocations.creatorId, creatorId)))
        .returning({ id: blockedLocations.id });
      if (removed.length === 0) throw new AppError('LOCATION_NOT_FOUND');
      changed(creatorId);
    },

    /**
     * The rule: throws 30023 when `creatorId` blocks the visitor's location (never for the
     * creator's own requests) and records the event. Operations declare it (`fence`, domain/use-case.ts).
     */
    async assertAllowed(creatorId: number, visitor: Visitor): Promise<void> {
      const at = await blockedAt(creatorId, visitor);
      if (!at) return;
      record(creatorId, at);
      throw new AppError('PROFILE_NOT_FOUND');
    },

    /**
     * The use-case boundary's fence (domain/use-case.ts): `assertAllowed` for the creator the subject
     * names. A post's, a live's or a conversation's creator is read only while some creator blocks a
     * place; one that does not exist is left to the operation (its own not-found).
     */
    async fence(subject: FenceSubject, visitor: Visitor): Promise<void> {
      if ('creator' in subject) return this.assertAllowed(subject.creator, visitor);
      if ((await blockingCreators()).size === 0) return;
      const creatorId = await creatorNamedBy(subject, visitor);
      if (creatorId !== null) await this.assertAllowed(creatorId, visitor);
    },

    /** Of `creatorIds`, those hidden from the visitor (the feed leaves their posts out rather than failing). */
    async hiddenAmong(creatorIds: number[], visitor: Visitor): Promise<Set<number>> {
      const ids = await blockingCreators();
      const hidden = new Set<number>();
      for (const creatorId of new Set(creatorIds)) if (await blockedAt(creatorId, visitor, ids)) hidden.add(creatorId);
      return hidden;
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
