/** Toys (issue 22 point 5, ADR 103): a creator's tip levels for their Lovense toy. */
import { bigint, boolean, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ToyLevel } from '../../../common/live';
import { users } from './identity';

export const toySettings = pgTable('toy_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Level n is levels[n-1], coins ascending (the domain checks the order). */
  levels: jsonb('levels').$type<ToyLevel[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
