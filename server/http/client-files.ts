import express from 'express';
import fs from 'node:fs';

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
