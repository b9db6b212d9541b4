/**
 * Integration harness: the real server (API + socket.io, no Remix) on a fresh database
 * per test file: in-memory PGlite by default, a new PostgreSQL database when DATABASE_URL is set.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signRequest } from '../common/sign';
import { createAppServer, type AppServer } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db';
import { TEMPLATE_ENV } from './db-template';

/**
 * A new, empty, migrated database: PGlite (in memory, or in `dataDir` like the embedded default)
 * unless DATABASE_URL is set, then a new PostgreSQL database that close() drops. Under the
 * integration suite both start as a copy of the run's migrated template (test/db-template.ts).
 */
export async function freshDatabase(options: { dataDir?: string } = {}): Promise<DatabaseHandle & { name: string }> {
  const base = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!base) {
    if (options.dataDir) return { ...(await openDatabase({ dataDir: options.dataDir })), name: 'pglite' };
    if (!template) return { ...(await openDatabase({ memory: true })), name: 'pglite' };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-test-db-'));
    const handle = await openDatabase({ dataDir, template });
    return {
      ...handle,
      name: 'pglite',
      async close() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `fanstage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestServer {
  url: string;
  server: AppServer;
  config: Config;
  /** A signed API call as the browser client makes it. */
  call(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT',
    path: string,
    params?: Record<string, unknown>,
    init?: { headers?: Record<string, string>; ts?: number },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/fanstage-test-unused', SHUTDOWN_TIMEOUT_MS: '1000', ...env });
  const database = await freshDatabase();
  const server = await createAppServer(config, { remix: 'none', database });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    server,
    config,
    call: signedCaller(url, config),
    close: () => server.close(),
  };
}

/** A signed API call as the browser client makes it, to the server at `url`. */
export function signedCaller(url: string, config: Pick<Config, 'SIGN_KEY'>): TestServer['call'] {
  return (method, path, params = {}, init = {}) => {
    const signed = { ts: init.ts ?? Math.floor(Date.now() / 1000), ...params };
    const sign = signRequest(config.SIGN_KEY, method, path, signed);
    const headers = { ...init.headers };
    if (method === 'GET' || method === 'HEAD') {
      const query = new URLSearchParams(Object.entries({ ...signed, sign }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
      return fetch(`${url}${path}?${query}`, { method, headers });
    }
    return fetch(`${url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...signed, sign }),
    });
  };
}
