/** What the lives' functions need from the rest of the server, passed in by the composition root (services-rooms.ts). */
import type { Database } from '../../db';
import type { CallClock } from '../calls/clock';
import { systemClock } from '../calls/clock';
import type { Policies } from '../use-case';
import type { MoneyConfig } from '../money';
import type { NotifyInput } from '../notifications/store';
import type { LiveRoomControl, ToyService } from './types';

export interface LiveOptions {
  db: Database;
  money: MoneyConfig;
  /** The calls clock (one per server, moved by POST /api/dev/clock/advance with TEST_CLOCK=1). */
  clock?: CallClock;
  /** Stores the notification, emits realtime_notify, or pushes when the user is offline (domain/notifications). */
  notify: (userId: number, input: NotifyInput) => Promise<unknown>;
  /** The use-case boundary's policies (domain/use-case.ts): the blocked-location fence of use-cases.ts (ADR 093). */
  policies: Policies;
  /** Tip levels of the creator's toy (domain/toys). */
  toys: Pick<ToyService, 'levelFor'>;
  /** The realtime rooms; until attached, nobody is present and nothing is sent. */
  control?: LiveRoomControl;
}

export interface LiveDeps extends Omit<LiveOptions, 'clock' | 'control'> {
  clock: CallClock;
  /** The realtime layer's control, read at each use (it is attached after socket.io starts). */
  control: () => LiveRoomControl;
}

/** No rooms yet (tests without realtime, the moments before socket.io is attached). */
export const noRooms: LiveRoomControl = {
  present: async () => [],
  broadcast: () => undefined,
  kick: async () => undefined,
  close: async () => undefined,
};

export function liveDeps({ clock = systemClock(), control, ...rest }: LiveOptions): LiveDeps & { attach(control: LiveRoomControl): void } {
  let attached = control ?? noRooms;
  return { clock, ...rest, control: () => attached, attach: (c) => void (attached = c) };
}
