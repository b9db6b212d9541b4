/** The lives' SFU chosen by config (ADR 101): Janus when JANUS_URL is set, else the embedded one. */
import type { Config } from '../config';
import { EmbeddedSfu } from './embedded-sfu';
import { JanusSfu } from './janus-sfu';
import type { Sfu } from './sfu';

export type { Sfu } from './sfu';

export function createSfu(config: Pick<Config, 'JANUS_URL' | 'JANUS_ADMIN_KEY'>): Sfu {
  if (config.JANUS_URL) return new JanusSfu({ url: config.JANUS_URL, adminKey: config.JANUS_ADMIN_KEY });
  return new EmbeddedSfu();
}
