/** Each API request's id: the caller's X-Request-Id when it is a short safe token (a proxy's or a client's), else a new one. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SAFE = /^[\w.:-]{1,64}$/;

/** The request's id, also sent back as X-Request-Id so a report can name it. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
