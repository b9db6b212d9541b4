import type { IncomingMessage } from 'node:http';

/**
 * A request from the machine itself: a loopback address (127.0.0.0/8, ::1) and no sign of a
 * proxy in between (a proxy on the same machine would make every client look local).
 */
export function isLoopbackRequest(req: IncomingMessage): boolean {
  const { headers } = req;
  if (headers['x-forwarded-for'] !== undefined || headers['forwarded'] !== undefined || headers['x-real-ip'] !== undefined) return false;
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
