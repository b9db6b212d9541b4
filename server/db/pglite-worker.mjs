// The embedded database's own thread (ADR 109). PGlite runs PostgreSQL as WebAssembly on the
// thread that calls it, so on the server's thread every query stalled sockets and requests.
// Here it answers PostgreSQL's wire protocol: the server's node-postgres connection sends its
// bytes (`{ c: connection, b: bytes }`) and gets PGlite's answer back, in order.
// Plain JavaScript: a worker gets no TypeScript loader, in development or in production.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pglite = new PGlite(workerData.dataDir ?? undefined);
/** Sync, then simple queries: what a new connection must not inherit from the one before it. */
const query = (text) => {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write('Q');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const RESET = Buffer.concat([Buffer.from([0x53, 0, 0, 0, 4]), query('ROLLBACK'), query('DISCARD ALL')]);
let started = false;
let queue = pglite.waitReady;

async function answer({ c, b }) {
  // A startup packet (its length first, so a zero byte) is a new connection of the pool: the one
  // before it may have left a transaction open or statements prepared in PGlite's one session.
  if (b[0] === 0) {
    if (started) await pglite.execProtocolRaw(RESET);
    started = true;
  }
  const out = await pglite.execProtocolRaw(b);
  parentPort.postMessage({ c, b: out }, [out.buffer]);
}

parentPort.on('message', (message) => {
  if (message === 'close') {
    queue = queue.then(() => pglite.close()).then(() => parentPort.postMessage('closed'));
    return;
  }
  // PGlite reports a query's own errors in its answer; this is PGlite itself failing.
  queue = queue.then(() => answer(message)).catch((error) => parentPort.postMessage({ c: message.c, error: String(error?.stack ?? error) }));
});
queue.then(
  () => parentPort.postMessage('ready'),
  (error) => {
    throw error;
  },
);
