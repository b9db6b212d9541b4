/**
 * The database schema (drizzle), one file per area. Migrations in ../migrations are generated
 * from it with `npm run db:generate` and applied at start-up.
 */
export * from './identity';
export * from './system';
export * from './notifications';
export * from './chat';
export * from './money';
export * from './memberships';
export * from './media';
export * from './content';
export * from './mass';
export * from './staff';
export * from './account-status';
export * from './locations';
export * from './creators';
export * from './moderation';
export * from './calls';
export * from './toys';
export * from './live';
export * from './app-reports';
