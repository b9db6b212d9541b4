/**
 * ICE servers for a call's RTCPeerConnection (issue 21, ADR 100): STUN_URLS as they are, and
 * TURN_URLS with coturn's time-limited REST credentials (--use-auth-secret): username
 * "{expiry}:{userId}", credential base64(HMAC-SHA1(TURN_SECRET, username)). coturn recomputes the
 * credential from the same secret and refuses it after the expiry, so a leaked one soon stops
 * working and no static password ever reaches a browser. Nothing configured: no servers (host
 * candidates only, enough between browsers that reach each other directly).
 */
import { createHmac } from 'node:crypto';
import type { IceConfig } from '../../../common/calls';
import type { Config } from '../../config';
import type { IceService } from './types';

export type IceSettings = Pick<Config, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_SECONDS'>;

/** coturn's REST credential for `userId`, valid until `expiry` (epoch seconds). */
export function turnCredential(secret: string, userId: number, expiry: number): { username: string; credential: string } {
  const username = `${expiry}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function createIceService(settings: IceSettings, now: () => number = Date.now): IceService {
  return {
    config(userId: number): IceConfig {
      const ice_servers: IceConfig['ice_servers'] = [];
      if (settings.STUN_URLS.length) ice_servers.push({ urls: [...settings.STUN_URLS] });
      if (!settings.TURN_URLS.length || !settings.TURN_SECRET) return { ice_servers, ttl_seconds: 0 };
      const expiry = Math.floor(now() / 1000) + settings.TURN_TTL_SECONDS;
      ice_servers.push({ urls: [...settings.TURN_URLS], ...turnCredential(settings.TURN_SECRET, userId, expiry) });
      return { ice_servers, ttl_seconds: settings.TURN_TTL_SECONDS };
    },
  };
}
