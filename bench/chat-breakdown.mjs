// BREAKDOWN=1 for bench/chat.mjs: what happened inside a server while it was measured.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
/** The p-th percentile of values in any order. */
export const percentileOf = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

/**
 * In a server child: from start() on, what happened inside the server while it was measured
 * (see BREAKDOWN above); report() gives it as one line.
 */
export function watchServer(httpServer) {
  let measuring = false;
  let cpu;
  const sends = [];
  const pauses = [];
  /** Each named statement's round trips, [sent, answered]. */
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
  // On PostgreSQL: the write-ahead log the measured seconds wrote (the whole cluster's; nothing else runs).
  const walClient = process.env.DATABASE_URL ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null;
  const wal = async () =>
    (await walClient.query('select wal_bytes::float8 as bytes, wal_fpi::float8 as fpi, wal_sync::float8 as syncs from pg_stat_wal')).rows[0];
  const walReady = walClient?.connect();
  let walAtStart;
  const query = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (config, ...rest) {
    const start = performance.now();
    const result = query.call(this, config, ...rest);
    const name = config?.name;
    if (measuring && name && result?.then) {
      if (!statements.has(name)) statements.set(name, []);
      result.then(
        () => statements.get(name).push([start, performance.now()]),
        () => {},
      );
    }
    return result;
  };
  const ms = (values) => `p50 ${percentileOf(values, 50).toFixed(1)} / p99 ${percentileOf(values, 99).toFixed(1)} ms`;
  return {
    async start() {
      if (walClient) {
        await walReady;
        walAtStart = await wal();
      }
      measuring = true;
      cpu = process.cpuUsage();
      loop.enable();
    },
    async report() {
      measuring = false;
      let walLine = [];
      if (walClient) {
        const now = await wal();
        const per = (key) => (now[key] - walAtStart[key]) / sends.length;
        walLine = [`WAL ${(per('bytes') / 1024).toFixed(1)} KB, ${per('fpi').toFixed(1)} full-page images and ${per('syncs').toFixed(2)} syncs per send`];
        await walClient.end();
      }
      // Where a send spent its time (before, in and after its statement), for every send and for the slowest 1% (the p99): medians.
      const rounds = [...statements.values()].flat();
      const slowest = [...sends].sort((x, y) => y[1] - y[0] - (x[1] - x[0])).slice(0, Math.max(1, Math.ceil(sends.length / 100)));
      const split = (some) =>
        some.map(([a, b]) => {
          const [x, y] = rounds.find(([from, to]) => from >= a && to <= b) ?? [a, a];
          return [x - a, y - x, b - y];
        });
      const medians = (parts) =>
        [0, 1, 2].map((i) =>
          percentileOf(
            parts.map((part) => part[i]),
            50,
          ).toFixed(2),
        );
      const [before, inside, after] = medians(split(sends));
      const [slowBefore, slowInside, slowAfter] = medians(split(slowest));
      const overlapped = sends.filter(([from, to]) => pauses.some(([a, b]) => a < to && b > from)).length;
      const longest = Math.max(0, ...pauses.map(([a, b]) => b - a));
      const { user, system } = process.cpuUsage(cpu);
      return [
        `${((user + system) / 1000 / sends.length).toFixed(2)} ms of CPU per send`,
        `a send took ${ms(sends.map(([a, b]) => b - a))} from request to response`,
        ...(rounds.length
          ? [
              `a send spent ${before} ms before its statement, ${inside} in it and ${after} after (medians)`,
              `the slowest 1% spent ${slowBefore} ms before their statement, ${slowInside} in it and ${slowAfter} after (medians)`,
            ]
          : []),
        ...[...statements].map(([name, trips]) => `statement ${name} ${ms(trips.map(([a, b]) => b - a))} round trip`),
        `${pauses.length} GC pauses (longest ${longest.toFixed(1)} ms) overlapped ${overlapped} of ${sends.length} sends`,
        `event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
        ...walLine,
      ].join('; ');
    },
  };
}
