/**
 * The rooms' part of the composition root (services.ts): paid video calls (ADR 099) and lives
 * (ADR 102), on one clock (POST /api/dev/clock/advance moves both, TEST_CLOCK=1).
 */
import type { Config } from './config';
import type { Database } from './db';
import { createCallService, createIceService, systemClock } from './domain/calls';
import type { IceService } from './domain/calls/types';
import { callUseCases, type CallOperations } from './domain/calls/use-cases';
import { bindUseCases, type Policies } from './domain/use-case';
import { createLives } from './domain/live';
import { createToyService } from './domain/toys';
import type { LiveRoomControl, LiveRoomRules, LiveService, ToyService } from './domain/live/types';
import type { LocationService } from './domain/locations/rules';
import type { NotificationService } from './domain/notifications';
import type { PushService } from './domain/push';
import type { EmitToUser } from '../common/realtime';

export interface RoomServices {
  /** Paid video calls: settings, ringing, the hold and per-minute billing (domain/calls, ADR 099). */
  calls: CallOperations;
  /** ICE servers for calls and lives (STUN_URLS, TURN_URLS, TURN_SECRET). */
  ice: IceService;
  /** Lives: start, schedule, tickets, the room's rules, gifts, the summary (domain/live, ADR 102). */
  lives: LiveService;
  /** What the realtime layer asks of lives (enter, publishing); `attach` hands over its LiveRoomControl once socket.io runs. */
  liveRooms: LiveRoomRules & { attach(control: LiveRoomControl): void };
  /** A creator's toy levels (/setting/toy_setting) and the level a tip triggers (domain/toys, ADR 103). */
  toys: ToyService;
}

export function createRoomServices(deps: {
  db: Database;
  config: Config;
  emit: EmitToUser;
  push: PushService;
  notifications: NotificationService;
  locations: LocationService;
  /** The use-case boundary's policies (domain/use-case.ts). */
  policies: Policies;
  /** The user ids in a call's socket room (realtime/calls.ts); rejects until socket.io is attached. */
  presentInCall: (callId: number) => Promise<number[]>;
}): RoomServices {
  const { db, config } = deps;
  const clock = systemClock();
  const toys = createToyService({ db });
  const calls = createCallService({ db, money: config, emit: deps.emit, push: deps.push, present: deps.presentInCall, clock });
  const lives = createLives({
    db,
    money: config,
    clock,
    notify: (userId, input) => deps.notifications.notify(userId, input),
    policies: deps.policies,
    toys,
  });
  return {
    // Who is in a call's room decides when an abandoned call ends (ADR 099); unknown until socket.io is attached.
    calls: { ...calls, ...bindUseCases(callUseCases, { calls, emit: deps.emit, push: deps.push }, deps.policies) },
    ice: createIceService(config),
    lives: lives.service,
    liveRooms: { ...lives.rooms, attach: lives.attach },
    toys,
  };
}
