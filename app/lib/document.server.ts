import Negotiator from 'negotiator';
import { gzipSync } from 'node:zlib';

/**
 * gzip's fastest level, nginx's default: about 9% larger than level 6, and a third of its time on a
 * page made for each request (ADR 118).
 */
const PAGE_GZIP_LEVEL = 1;

/**
 * A page's finished document as the answer's body (ADR 119): gzipped in one call where the browser
 * takes gzip, with the headers that say so. One call on the whole document costs a fraction of
 * compression's stream for the same bytes (its zlib stream, the thread pool, a flush per piece), and
 * `compression` passes an answer already encoded through untouched.
 */
export function documentBody(html: NonSharedBuffer, acceptEncoding: string | null, headers: Headers): NonSharedBuffer {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.append('Vary', 'Accept-Encoding');
  const encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encoding(['gzip', 'identity']);
  const body = encoding === 'gzip' ? gzipSync(html, { level: PAGE_GZIP_LEVEL }) : html;
  if (encoding === 'gzip') headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body.length));
  return body;
}
