/**
 * The live room's toy hooks (ADR 103). Everyone in the room: useToyPlaying(liveId) is the level
 * running now (for ToyStatus). The creator: useToyDriver(liveId) also drives their toy through
 * the Lovense local API at the address saved on this device; a failure is reported once, never thrown.
 */
import { useEffect, useState } from 'react';
import type { LiveToyEvent } from '../../../../common/live';
import { getTimeDifference } from '../../../lib/api/pollers';
import { onSocketEvent } from '../../../realtime/events';
import { savedToyAddress } from './address';
import { lovenseDriver, ToyError, type ToyDriver } from './lovense';
import { createToyQueue } from './toy-queue';

/** The server's clock in ms: the client's minus the difference the shell keeps (spec section 9). */
const serverNowMs = () => Date.now() - getTimeDifference() * 1000;

function useToyQueue(liveId: number, makeDriver: (() => ToyDriver) | null) {
  const [running, setRunning] = useState<LiveToyEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const drives = makeDriver !== null;
  useEffect(() => {
    let reported = false;
    const queue = createToyQueue({
      now: serverNowMs,
      driver: makeDriver ? makeDriver() : null,
      onChange: setRunning,
      onError: (failure) => {
        // Once per room visit: the queue goes on (and shows) with or without a toy.
        if (reported) return;
        reported = true;
        setError(failure instanceof ToyError ? failure.message : 'The toy could not be reached.');
      },
    });
    const off = onSocketEvent('live_toy', (event) => {
      if (event.live_id === liveId) queue.push(event);
    });
    return () => {
      off();
      queue.stop();
    };
    // makeDriver is read once per room: the address is saved on /setting/toy_setting, not in the room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [liveId, drives]);
  return { running, error, dismissError: () => setError(null) };
}

/** The level running in live `liveId` (everyone in the room), or null. */
export function useToyPlaying(liveId: number): LiveToyEvent | null {
  return useToyQueue(liveId, null).running;
}

/** The creator's room: plays each level on their toy; `error` is the first failure, in words. */
export function useToyDriver(liveId: number, driver?: ToyDriver) {
  return useToyQueue(liveId, () => driver ?? lovenseDriver(savedToyAddress()));
}
