/**
 * A cap on the sockets without a signed-up account from one address (issue 18, ADR 086): such a
 * socket costs a connection and memory but needs no account, so a single host could open them by
 * the thousand. Counted in this process (a socket lives in one process); signed-up users are not capped.
 */
import type { IncomingMessage } from 'node:http';
import { ERRORS } from '../../common/errors';

interface CappedSocket {
  request: IncomingMessage;
  data: { user: { is_anonymous: boolean } | null };
  once(event: 'disconnect', listener: () => void): unknown;
}

/** socket.io middleware (after the one that sets `socket.data.user`): refuses the `max`+1-th anonymous socket of an address; 0: no cap. */
export function capAnonymousSockets(max: number, ipOf: (req: IncomingMessage) => string) {
  const open = new Map<string, number>();
  return (socket: CappedSocket, next: (error?: Error) => void) => {
    const user = socket.data.user;
    if (max === 0 || (user && !user.is_anonymous)) return next();
    const ip = ipOf(socket.request);
    const count = open.get(ip) ?? 0;
    if (count >= max) return next(Object.assign(new Error(ERRORS.RATE_LIMITED.message), { data: { code: ERRORS.RATE_LIMITED.code } }));
    open.set(ip, count + 1);
    socket.once('disconnect', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
    next();
  };
}
