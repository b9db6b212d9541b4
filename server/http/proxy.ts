/**
 * Who is really asking, behind our proxies (ADR 086): the one place that reads X-Forwarded-For and
 * X-Forwarded-Proto, and believes them only when the direct peer is a configured proxy (TRUST_PROXY).
 * proxy-addr (Express's own) walks the chain: the client is the nearest address that is not a proxy.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

type Trust = (address: string, hop: number) => boolean;
const compiled = new WeakMap<readonly string[], Trust>();

/** The trust function of a TRUST_PROXY list (compiled once per list); Express's 'trust proxy' takes it too. */
export function proxyTrust(list: readonly string[]): Trust {
  let trust = compiled.get(list);
  if (!trust) compiled.set(list, (trust = proxyAddr.compile([...list])));
  return trust;
}

/** The client's address: the socket's, or the one a trusted proxy forwarded. */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[]): string {
  if (!req.socket.remoteAddress) return 'unknown';
  if (trustedProxies.length === 0) return req.socket.remoteAddress;
  return proxyAddr(req, proxyTrust(trustedProxies));
}

/** Whether the direct peer is one of our proxies (whose forwarding headers we believe). */
export function fromTrustedProxy(req: IncomingMessage, trustedProxies: readonly string[]): boolean {
  const peer = req.socket.remoteAddress;
  return Boolean(peer) && trustedProxies.length > 0 && proxyTrust(trustedProxies)(peer!, 0);
}

/**
 * The request reached the site over HTTPS: the public URL is https, the connection itself is TLS,
 * or a trusted proxy says its client used https (X-Forwarded-Proto, the proxy's own, first, entry).
 */
export function isHttps(req: IncomingMessage, config: { PUBLIC_URL?: string; TRUST_PROXY: readonly string[] }): boolean {
  if (config.PUBLIC_URL?.startsWith('https:')) return true;
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!fromTrustedProxy(req, config.TRUST_PROXY)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https';
}
