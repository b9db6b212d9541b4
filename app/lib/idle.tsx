import { useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `task` once the browser is idle, and at the latest after `timeoutMs`; returns a cancel.
 * For work a page does not need for its first paint (ADR 105). Browsers without
 * requestIdleCallback (older Safari) run it on the next task.
 */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Renders `children` once the page is idle, or at once when `now`. The children's elements come from
 * the parent, so the idle switch itself re-renders none of them (timers in them keep running).
 */
export function WhenIdle({ now, children }: { now: boolean; children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle || now ? children : null;
}
