/**
 * Periodic jobs in the server process. Each turn waits for the previous one (no overlap in one
 * process); jobs themselves are safe when several processes run them (SKIP LOCKED claims).
 */
import { log } from './log';

export interface JobHandle {
  stop(): Promise<void>;
}

export function startJob(name: string, intervalMs: number, turn: () => Promise<unknown>): JobHandle {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = turn()
      .catch((error) => log.error({ err: error, job: name }, 'job turn failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
