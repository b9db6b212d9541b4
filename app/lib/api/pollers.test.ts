// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchVersion } from './pollers';

afterEach(() => vi.useRealTimers());

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('version check', () => {
  it('checks every 600000 ms and reloads a hidden page once a newer version is out', async () => {
    vi.useFakeTimers();
    let served = 'v1';
    const reload = vi.fn();
    const watch = watchVersion('v1', { fetchVersion: async () => served, reload });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(watch.updatePending()).toBe(false);
    served = 'v2';
    await vi.advanceTimersByTimeAsync(599_999);
    expect(watch.updatePending()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(watch.updatePending()).toBe(true);
    setVisibility('hidden');
    expect(reload).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('checks when the page becomes visible; a hidden page without an update stays', async () => {
    const reload = vi.fn();
    const watch = watchVersion('v1', { fetchVersion: async () => 'v2', reload });
    setVisibility('hidden');
    expect(reload).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.waitFor(() => expect(watch.updatePending()).toBe(true));
    watch.stop();
  });
});
