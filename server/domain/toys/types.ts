/** The toys' domain as lives and the API see it (issue 22 point 5, ADR 103). */
import type { ToySetting } from '../../../common/live';

/** Toys (Lovense, issue 22 point 5): the creator's tip levels, and the level a tip triggers. */
export interface ToyService {
  setting(creatorId: number): Promise<ToySetting>;
  saveSetting(creatorId: number, setting: ToySetting): Promise<ToySetting>;
  /** The level (1-based) a tip of `coins` triggers, or null (toys off, no level reached). */
  levelFor(creatorId: number, coins: number): Promise<{ level: number; strength: number; seconds: number } | null>;
}
