/** The room's toy queue: each level at its starts_at_ms, one at a time, late ones skipped, driver failures reported not thrown. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { LiveToyEvent } from '../../../../common/live';
import type { ToyDriver } from './lovense';
import { createToyQueue } from './toy-queue';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const from = { id: 7, nick_name: 'Ana', user_name: 'ana', portrait: '' };
const event = (level: number, startsInMs: number, seconds: number): LiveToyEvent => ({
  live_id: 1,
  from,
  level,
  strength: level * 4,
  seconds,
  starts_at_ms: Date.now() + startsInMs,
});

function setup(driver: ToyDriver | null = { vibrate: vi.fn(() => Promise.resolve()) }) {
  const changes: (number | null)[] = [];
  const errors: unknown[] = [];
  const queue = createToyQueue({ now: () => Date.now(), driver, onChange: (e) => changes.push(e?.level ?? null), onError: (e) => errors.push(e) });
  return { queue, changes, errors, driver };
}

it('runs each level at its start, in order, one after the other', async () => {
  const { queue, changes, driver } = setup();
  queue.push(event(2, 5000, 3)); // queued after the first by the server
  queue.push(event(1, 0, 5));
  expect(changes).toEqual([1]);
  expect(driver!.vibrate).toHaveBeenLastCalledWith(4, 5);
  await vi.advanceTimersByTimeAsync(4999);
  expect(changes).toEqual([1]);
  await vi.advanceTimersByTimeAsync(1);
  expect(changes).toEqual([1, null, 2]);
  expect(driver!.vibrate).toHaveBeenLastCalledWith(8, 3);
  await vi.advanceTimersByTimeAsync(3000);
  expect(changes).toEqual([1, null, 2, null]);
});

it('skips a level already over and runs a started one for what is left', async () => {
  const { queue, changes, driver } = setup();
  queue.push(event(1, -10_000, 5));
  expect(changes).toEqual([]);
  queue.push(event(3, -4000, 10));
  expect(changes).toEqual([3]);
  expect(driver!.vibrate).toHaveBeenCalledWith(12, 6);
});

it('reports a failing toy and goes on with the queue', async () => {
  const failing: ToyDriver = { vibrate: () => Promise.reject(new Error('no toy')) };
  const { queue, changes, errors } = setup(failing);
  queue.push(event(1, 0, 1));
  queue.push(event(2, 1000, 1));
  await vi.advanceTimersByTimeAsync(1000);
  expect(changes).toEqual([1, null, 2]);
  expect(errors).toHaveLength(2);
});

it('shows levels without a driver (viewers), and stops', async () => {
  const { queue, changes } = setup(null);
  queue.push(event(1, 0, 2));
  queue.stop();
  await vi.advanceTimersByTimeAsync(5000);
  expect(changes).toEqual([1]);
});
