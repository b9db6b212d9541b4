// BREAKDOWN=1 for bench/chat.mjs: what happened inside a server while it was measured.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/**
 * In a server child: from start() on, what happened inside the server while it was measured
 * (see BREAKDOWN above); report() gives it as one line.
 */
export function watchServer(httpServer) {
  let measuring = false;
  let cpu;
  const sends = [];
  const pauses = [];
  const statements = new Map();
  httpServer.prependListener('request', (req, res) => {
    if (!measuring || req.method !== 'POST') return;
    const start = performance.now();
    res.once('finish', () => sends.push([start, performance.now()]));
  });
  new PerformanceObserver((list) => {
    if (measuring) for (const e of list.getEntries()) pauses.push([e.startTime, e.startTime + e.duration]);
  }).observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const query = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (config, ...rest) {
    const start = performance.now();
    const result = query.call(this, config, ...rest);
    const name = config?.name;
    if (measuring && name && result?.then) {
      if (!statements.has(name)) statements.set(name, []);
      result.then(
        () => statements.get(name).push(performance.now() - start),
        () => {},
      );
    }
    return result;
  };
  const ms = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} / p99 ${percentile(sorted, 99).toFixed(1)} ms`;
  };
  return {
    start() {
      measuring = true;
      cpu = process.cpuUsage();
      loop.enable();
    },
    report() {
      const overlapped = sends.filter(([from, to]) => pauses.some(([a, b]) => a < to && b > from)).length;
      const longest = Math.max(0, ...pauses.map(([a, b]) => b - a));
      const { user, system } = process.cpuUsage(cpu);
      return [
        `${((user + system) / 1000 / sends.length).toFixed(2)} ms of CPU per send`,
        `a send took ${ms(sends.map(([a, b]) => b - a))} from request to response`,
        ...[...statements].map(([name, times]) => `statement ${name} ${ms(times)} round trip`),
        `${pauses.length} GC pauses (longest ${longest.toFixed(1)} ms) overlapped ${overlapped} of ${sends.length} sends`,
        `event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
      ].join('; ');
    },
  };
}
