import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFiles } from './client-files';

const PATHS = ['/favicon.svg', '/%66avicon.svg', '/icons/a.png', '/icons', '/icons/', '/icons/b.png', '/', '/home', '/home/favicon.svg'];
const ODD_PATHS = ['/%E0%A4%A', '/icons/%2E%2E/favicon.svg', '/.hidden', '/favicon.svg/'];

describe('clientFiles', () => {
  let dir: string;
  const servers: ReturnType<express.Express['listen']>[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'));
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, '.hidden'), 'secret');
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.writeFileSync(path.join(dir, 'icons', 'a.png'), 'png');
    // Ours, and the plain static middleware it stands for.
    for (const files of [clientFiles(dir), express.static(dir, { maxAge: '1h', index: false })]) {
      const app = express();
      app.use(files);
      app.use((_req, res) => void res.status(404).send('page'));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => {
    for (const server of servers) server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const answer = async (base: string, p: string) => {
    const res = await fetch(base + p, { redirect: 'manual' });
    return { status: res.status, cache: res.headers.get('cache-control'), location: res.headers.get('location'), body: await res.text() };
  };

  it('serves the files the folder holds and passes pages on', async () => {
    expect((await answer(bases[0], '/favicon.svg')).body).toBe('<svg/>');
    expect((await answer(bases[0], '/%66avicon.svg')).body).toBe('<svg/>');
    expect((await answer(bases[0], '/home')).body).toBe('page');
  });

  it('answers every path as the plain static middleware does', async () => {
    for (const p of [...PATHS, ...ODD_PATHS]) expect(await answer(bases[0], p), p).toEqual(await answer(bases[1], p));
  });
});
