/**
 * The live room's toy queue (ADR 103): the server orders the levels (each LiveToyEvent starts at
 * starts_at_ms, after the one before); the room runs each at its time, one at a time, and says
 * which one is running. Pure timing, no React: use-toy.ts wraps it.
 */
import type { LiveToyEvent } from '../../../../common/live';
import type { ToyDriver } from './lovense';

export interface ToyQueueOptions {
  /** The server's clock in ms (the events' starts_at_ms are on it). */
  now: () => number;
  /** Called for each level as it starts; null for the viewers' queue (display only). */
  driver: ToyDriver | null;
  onChange: (running: LiveToyEvent | null) => void;
  /** The driver failed (no toy, no app): said, never thrown. */
  onError: (error: unknown) => void;
}

export interface ToyQueue {
  push(event: LiveToyEvent): void;
  stop(): void;
}

export function createToyQueue({ now, driver, onChange, onError }: ToyQueueOptions): ToyQueue {
  const waiting: LiveToyEvent[] = [];
  let running: LiveToyEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const endOf = (event: LiveToyEvent) => event.starts_at_ms + event.seconds * 1000;

  const next = () => {
    clearTimeout(timer);
    if (stopped) return;
    const t = now();
    // A level is done at its end, and one whose time passed (a late join, a sleeping tab) is skipped.
    if (running && endOf(running) <= t) {
      running = null;
      onChange(null);
    }
    while (waiting.length > 0 && endOf(waiting[0]!) <= t) waiting.shift();
    if (running) {
      timer = setTimeout(next, endOf(running) - t);
      return;
    }
    const first = waiting[0];
    if (!first) return;
    if (first.starts_at_ms > t) {
      timer = setTimeout(next, first.starts_at_ms - t);
      return;
    }
    waiting.shift();
    running = first;
    onChange(first);
    // The toy runs for what is left of the level (all of it, unless this page learned of it late).
    const seconds = Math.max(1, Math.round((endOf(first) - t) / 1000));
    driver?.vibrate(first.strength, seconds).catch(onError);
    timer = setTimeout(next, endOf(first) - t);
  };

  return {
    push: (event) => {
      waiting.push(event);
      waiting.sort((a, b) => a.starts_at_ms - b.starts_at_ms);
      next();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
