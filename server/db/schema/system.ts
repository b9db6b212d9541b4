/** The operator's setting flags and the secrets the server makes itself. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server makes itself on first start, so every process (and every restart) agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** System setting flags of spec section 3 (CT, OC, AP, SL), editable by the operator. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
