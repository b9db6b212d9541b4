// Not a bench: the production build served on a fresh data dir, for the page benches' quick mode
// (js-size, lighthouse, long-tasks), which otherwise measure a server someone started by hand.
// The server is scripts/start.mjs with SKIP_BUILD=1 (it never builds here: a missing build is an
// error, not minutes of building), the embedded database and the demo seeded, as the README's
// `SKIP_BUILD=1 npm start` recipe has it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the build; resolves once /healthz answers, to its base URL and a stop() that waits for it to exit and removes its data dir. */
export async function startBuilt() {
  if (!fs.existsSync(path.join(root, 'build', 'server-app', 'index.js'))) throw new Error('no production build: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-built-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SKIP_BUILD: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the built server exited (${child.exitCode})`);
      const ok = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { url, stop };
      if (Date.now() - started > 120_000) throw new Error('the built server did not answer /healthz within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
