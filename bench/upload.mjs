#!/usr/bin/env node
// The server's memory while it takes big uploads (issue 18, ADR 084): peak RSS for 100 MiB, 1 GiB and 4 GiB files.
// Usage: node --import tsx bench/upload.mjs [--quick] [sizes in MiB=100,1024,4096] [parallel chunk PUTs=3]   (--quick: one 8 MiB file)
//
// The server is createAppServer (API + socket.io, no Remix) on PGlite with its media on the local disk, in
// a temporary data dir, in a child process of its own (as in bench/chat.mjs), so the numbers are the server's
// alone. A creator uploads each file through the real chunk API, as the browser does: init, 2 MiB chunk PUTs
// (a few in parallel), complete. The file is an MP4 header (an `ftyp` box, which the server sniffs as
// video/mp4) followed by pseudo-random padding, made on the fly: the client never holds it whole either.
// Without ffprobe on the machine the server skips video probing; with it, ffprobe reads the spool file in a
// process of its own (not the server's RSS) and, the padding being no real video, finds no stream.
// Memory: before each file, the child's peak (VmHWM) is reset through /proc/<pid>/clear_refs (5), and its
// VmRSS is polled every 10 ms while the file goes up; the peak is the larger of the two. Baseline is VmRSS
// just before the file. Target (issue 18): peak - baseline under 150 MB for each size.
// The data dir is deleted at the end (the 4 GiB run needs about 13 GB of free disk while it runs).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_SIZE, chunkCount } from '../common/media.ts';
import { contentHash } from '../common/media-hash.ts';

const MiB = 1024 * 1024;

if (process.argv[2] === '--serve') {
  const { createAppServer } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/config.ts');
  const { users } = await import('../server/db/schema/index.ts');
  const { createSession } = await import('../server/domain/sessions.ts');
  const { freshDatabase } = await import('../test/server.ts');
  const dataDir = process.argv[3];
  const database = await freshDatabase({ dataDir: path.join(dataDir, 'db') });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, REQUIRE_SIGNATURE: '0', RATE_LIMITS: '0', SEED_DEMO: '0' });
  const server = await createAppServer(config, { remix: 'none', database });
  await new Promise((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const [creator] = await database.db
    .insert(users)
    .values({ userName: 'bench_uploader', nickname: 'Bench', isAnonymous: false, userRole: 1 })
    .returning({ id: users.id });
  const { token } = await createSession(database.db, creator.id);
  process.send({ url: `http://127.0.0.1:${server.httpServer.address().port}`, token });
} else {
  const quick = process.argv.includes('--quick');
  const args = process.argv.slice(2).filter((a) => a !== '--quick');
  const sizes = (args[0] ?? (quick ? '8' : '100,1024,4096')).split(',').map((n) => Number(n) * MiB);
  const parallel = Number(args[1] ?? 3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-upload-'));
  const child = fork(import.meta.filename, ['--serve', dataDir], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent' } });
  const { url, token } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });

  const status = () => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status())[1]) * 1024;
  const resetPeak = () => {
    try {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      return true;
    } catch {
      return false;
    }
  };

  // The file: a 1 MiB random block repeated (shifted by the offset, so chunks differ), an MP4 `ftyp` box first.
  const block = randomBytes(MiB + 7);
  // size 32, 'ftyp', major brand 'isom', minor version 0x200, compatible brands isom iso2 avc1 mp41.
  const head = Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]);
  function read(offset, length) {
    const out = Buffer.allocUnsafe(length);
    for (let i = 0; i < length;) {
      const at = (offset + i) % block.length;
      const n = Math.min(length - i, block.length - at);
      block.copy(out, i, at, at + n);
      i += n;
    }
    if (offset < head.length) head.copy(out, 0, offset, Math.min(head.length, offset + length));
    return out;
  }

  const call = async (method, pathName, body, query = '') => {
    const res = await fetch(`${url}/api${pathName}${query}`, {
      method,
      headers: { Cookie: `__antk=${token}`, 'Content-Type': body instanceof Uint8Array ? 'application/octet-stream' : 'application/json' },
      body: body instanceof Uint8Array ? body : JSON.stringify(body),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`${pathName}: ${res.status} ${JSON.stringify(answer.error)}`);
    return answer.data;
  };

  const rows = [];
  for (const size of sizes) {
    const hash = await contentHash(size, async (offset, length) => read(offset, length));
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const exact = resetPeak();
    const baseline = kb('VmRSS');
    let peak = baseline;
    const poll = setInterval(() => {
      peak = Math.max(peak, kb('VmRSS'));
    }, 10);
    const started = performance.now();
    const init = await call('POST', '/core/media/upload/init/', { file_name: `bench-${size / MiB}.mp4`, size, type: 'video/mp4', content_hash: hash });
    let next = 0;
    const count = chunkCount(size);
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let i = next++; i < count; i = next++) {
          const query = `?upload_id=${init.upload_id}&index=${i}`;
          await call('PUT', '/core/media/upload/chunk/', read(i * CHUNK_SIZE, Math.min(CHUNK_SIZE, size - i * CHUNK_SIZE)), query);
        }
      }),
    );
    const uploaded = performance.now();
    const item = await call('POST', '/core/media/upload/complete/', { upload_id: init.upload_id });
    const completed = performance.now();
    clearInterval(poll);
    peak = Math.max(peak, kb('VmRSS'), exact ? kb('VmHWM') : 0);
    if (item.size !== size || item.mime !== 'video/mp4') throw new Error(`unexpected item ${JSON.stringify(item)}`);
    rows.push({
      file: `${size / MiB} MiB`,
      baseline: baseline / MiB,
      peak: peak / MiB,
      delta: (peak - baseline) / MiB,
      chunks: (uploaded - started) / 1000,
      complete: (completed - uploaded) / 1000,
      exact,
    });
    const r = rows.at(-1);
    console.log(
      `${r.file.padStart(9)}: RSS baseline ${r.baseline.toFixed(0)} MiB, peak ${r.peak.toFixed(0)} MiB, delta +${r.delta.toFixed(0)} MiB` +
        ` (chunks ${r.chunks.toFixed(1)} s, complete ${r.complete.toFixed(1)} s${r.exact ? '' : ', peak polled only'})`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.delta));
  console.log(`largest delta: +${worst.toFixed(0)} MiB (target < 150 MB): ${worst * MiB < 150e6 ? 'met' : 'NOT met'}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
