/**
 * The live rooms' services (issue 22), bound in services.ts (at its 400-line limit): the pieces of
 * `Services` that live here are declared and built here.
 */
import type { Database } from './db';
import { createToyService } from './domain/toys';
import type { ToyService } from './domain/live/types';

export interface RoomServices {
  /** A creator's toy levels (/setting/toy_setting) and the level a tip triggers (domain/toys, ADR 103). */
  toys: ToyService;
}

export function createRoomServices(deps: { db: Database }): RoomServices {
  return { toys: createToyService({ db: deps.db }) };
}
