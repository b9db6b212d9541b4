/** Blocked locations (issue 19 point 5, ADR 093) and the viewer's adult content setting (point 6). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A place a creator hides from: a country (region '') or, for US and CA, a state or province. */
export const blockedLocations = pgTable(
  'blocked_locations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** The ISO 3166-2 subdivision code without the country ("NY", "QC"); '' for the whole country. */
    region: text('region').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blocked_locations_place_idx').on(t.creatorId, t.country, t.region),
    check('blocked_locations_country_valid', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('blocked_locations_region_valid', sql`${t.region} ~ '^[A-Z0-9]{0,3}$'`),
  ],
);

/**
 * The blocked-location analytics event (spec section 8): a visit refused by a block. Only the
 * place and the time; never who, nor the address. No endpoint reads it (staff query it).
 */
export const blockedLocationEvents = pgTable(
  'blocked_location_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blocked_location_events_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * /setting/adult_setting: a row only once the user changed something (the defaults otherwise).
 * Whether the adult popup shows is users.adult_confirmed_at (the popup's own answer), not kept here.
 */
export const adultSettings = pgTable('adult_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Explicit media stay blurred until tapped in the feed, profiles and chat. */
  blurMedia: boolean('blur_media').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
