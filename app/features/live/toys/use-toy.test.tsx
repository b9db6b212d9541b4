/** The room's toy hooks: live_toy of this live reaches the driver and ToyStatus; a failing toy is said once; other lives are ignored. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { LiveToyEvent } from '../../../../common/live';
import type { ServerToClientEvents } from '../../../../common/realtime';
import { ToyStatus } from './ToyStatus';
import { useToyDriver, useToyPlaying } from './use-toy';
import type { ToyDriver } from './lovense';

const listeners: ServerToClientEvents['live_toy'][] = [];
vi.mock('../../../realtime/events', () => ({
  onSocketEvent: (_event: string, listener: ServerToClientEvents['live_toy']) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const toy = (level: number, live_id = 9, inMs = 0): LiveToyEvent => ({
  live_id,
  from: { id: 3, nick_name: 'Ava', user_name: 'ava', portrait: '' },
  level,
  strength: level * 5,
  seconds: 10,
  starts_at_ms: Date.now() + inMs,
});
const emit = (event: LiveToyEvent) => act(() => listeners.forEach((listener) => listener(event)));

function CreatorRoom({ driver }: { driver: ToyDriver }) {
  const { running, error } = useToyDriver(9, driver);
  return <ToyStatus toy={running} error={error} />;
}
function ViewerRoom() {
  return <ToyStatus toy={useToyPlaying(9)} />;
}

it('drives the creator’s toy with each level of this live and shows it', async () => {
  const driver = { vibrate: vi.fn(() => Promise.resolve()) };
  render(<CreatorRoom driver={driver} />);
  emit(toy(2, 8)); // another live
  expect(driver.vibrate).not.toHaveBeenCalled();
  emit(toy(3));
  expect(driver.vibrate).toHaveBeenCalledWith(15, 10);
  expect(screen.getByRole('status')).toHaveTextContent('Vibrating: level 3 for 10 s');
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says a failing toy once, and the queue goes on', async () => {
  const driver = { vibrate: vi.fn(() => Promise.reject(new Error('unreachable'))) };
  render(<CreatorRoom driver={driver} />);
  emit(toy(1));
  emit(toy(2, 9, 10_000));
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(driver.vibrate).toHaveBeenCalledTimes(2);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent('The toy could not be reached.');
  expect(screen.getByRole('status')).toHaveTextContent('Vibrating: level 2 for 10 s');
});

it('shows viewers the level without any toy', () => {
  render(<ViewerRoom />);
  emit(toy(4));
  expect(screen.getByRole('status')).toHaveTextContent('Vibrating: level 4 for 10 s');
});
