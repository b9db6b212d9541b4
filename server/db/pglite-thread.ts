/**
 * The embedded database on its own thread (ADR 109): a worker owns the PGlite instance
 * (pglite-worker.mjs) and node-postgres talks to it as to a server, through a socket-like stream
 * whose bytes cross to the worker and back. The server's thread then only writes and parses
 * the wire protocol, and the driver, the prepared statements and the transactions are the ones
 * it uses with PostgreSQL.
 */
import { Duplex } from 'node:stream';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT_DIR } from '../paths';

/** From the checkout's root: the server also runs bundled into build/server-app (ADR 110), where this module's own URL is a chunk's. */
const WORKER_FILE = path.join(ROOT_DIR, 'server', 'db', 'pglite-worker.mjs');

/** pg's Terminate message: PGlite's session must outlive the pool's connections. */
const TERMINATE = 0x58;

export interface PgliteThread {
  /** For pg's `stream` option: a new connection to the worker. */
  socket(): Duplex;
  close(): Promise<void>;
}

/** Starts the worker and resolves once PGlite is ready (in `dataDir`, else in memory). */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir }, execArgv: [] });
  const sockets = new Map<number, ThreadSocket>();
  let nextId = 1;
  let waiting = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const socket of sockets.values()) socket.destroy(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  // Like PGlite on this thread, the worker keeps the process alive only while a query waits for it.
  worker.unref();
  worker.on('message', (message: { c: number; b?: Uint8Array; error?: string }) => {
    if (typeof message !== 'object') return;
    if (--waiting === 0) worker.unref();
    const socket = sockets.get(message.c);
    if (message.error) socket?.destroy(new Error(message.error));
    else if (message.b?.length) socket?.push(Buffer.from(message.b.buffer, message.b.byteOffset, message.b.byteLength));
  });
  const link: Link = {
    send(id, bytes) {
      if (waiting++ === 0) worker.ref();
      worker.postMessage({ c: id, b: bytes });
    },
    attach: (socket) => (failure ? socket.destroy(failure) : sockets.set(socket.id, socket)),
    detach: (id) => sockets.delete(id),
  };
  return {
    socket: () => new ThreadSocket(link, nextId++),
    async close() {
      worker.ref();
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

interface Link {
  send(id: number, bytes: Uint8Array): void;
  attach(socket: ThreadSocket): void;
  detach(id: number): void;
}

/**
 * What pg's Connection needs of a net.Socket. The messages pg writes for one query (parse, bind,
 * describe, execute, sync) go to the worker together, as one turn of PGlite's loop.
 */
class ThreadSocket extends Duplex {
  #pending: Buffer[] = [];

  constructor(
    private readonly link: Link,
    readonly id: number,
  ) {
    super();
  }

  connect() {
    this.link.attach(this);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (chunk[0] !== TERMINATE || chunk.length !== 5) {
      if (!this.#pending.length) queueMicrotask(() => this.#flush());
      this.#pending.push(chunk);
    }
    callback();
  }

  #flush() {
    const bytes = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
    this.#pending = [];
    this.link.send(this.id, bytes);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.link.detach(this.id);
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.link.detach(this.id);
    callback(error);
  }
}
