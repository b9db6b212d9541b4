import express, { type ErrorRequestHandler } from 'express';
import fs from 'node:fs';
import type { HeaderStep } from './headers';

/**
 * The build's fingerprinted files, cached for a year, with the few headers a script or a style
 * needs (http/headers.ts `asset`), ahead of the pages' middlewares. A name the build does not
 * hold is a plain 404: an old page asking for a chunk a new deployment replaced reloads (ADR 115).
 */
export function fingerprintedAssets(assetsDir: string, headers: HeaderStep): express.Router {
  const serve = express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false });
  const missing: ErrorRequestHandler = (error, _req, res, next) =>
    (error as { status?: number }).status === 404 ? res.status(404).type('text/plain').send('Not found') : next(error);
  return express.Router().use(headers, serve, missing);
}

/**
 * The build's other client files (icons, the offline page...), briefly cached. The static
 * middleware looks each path up on disk, and a page's path (/home) is never there: only a path
 * whose first segment the folder holds (as read at start-up, like the server build itself) is
 * looked up (ADR 113).
 */
export function clientFiles(clientDir: string): express.RequestHandler {
  const serve = express.static(clientDir, { maxAge: '1h', index: false });
  const names = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
  return (req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? '';
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // not a name the folder can hold: the static middleware answers as it did
      return serve(req, res, next);
    }
    return names.has(name) ? serve(req, res, next) : next();
  };
}
