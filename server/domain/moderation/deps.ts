/** What the moderation functions need: the database, the rate-limit store, notifications and mail. */
import type { NotifyInput } from '../notifications';
import type { Database } from '../../db';
import type { LimitStore } from '../limits';

export interface ModerationDeps {
  db: Database;
  limits: LimitStore;
  notify: (userId: number, input: NotifyInput) => Promise<unknown>;
  /** Mail to an address (the DMCA claimant); failures are logged, not thrown. */
  mail: (to: string, subject: string, text: string) => Promise<void>;
  /** The site's own hosts: an infringing URL must name one of them. */
  siteHosts: string[];
}

/** Notification type of moderation notices (ours, not the spec's): content hidden or restored, a report decided. */
export const MODERATION_NOTIFY_TYPE = 40;
