/** The lives' SFU chosen by config (ADR 101): Janus when JANUS_URL is set, else the embedded one. */
import type { Config } from '../config';
import type { Sfu } from './sfu';

export type { Sfu } from './sfu';

/**
 * An SFU whose module (werift or janode, both heavy) loads on the first live rather than at start-up (ADR 110).
 * Before that nothing is published, so the synchronous question has its answer without loading anything.
 */
function onFirstUse(kind: Sfu['kind'], load: () => Promise<Sfu>): Sfu {
  let loaded: Sfu | undefined;
  let loading: Promise<Sfu> | undefined;
  const sfu = () => (loading ??= load().then((made) => (loaded = made)));
  return {
    kind,
    publish: async (liveId, offerSdp) => (await sfu()).publish(liveId, offerSdp),
    isPublishing: (liveId) => loaded?.isPublishing(liveId) ?? false,
    unpublish: async (liveId) => (await sfu()).unpublish(liveId),
    watch: async (liveId, viewerKey) => (await sfu()).watch(liveId, viewerKey),
    answer: async (liveId, viewerKey, answerSdp) => (await sfu()).answer(liveId, viewerKey, answerSdp),
    leave: async (liveId, viewerKey) => (await sfu()).leave(liveId, viewerKey),
    close: async (liveId) => (await sfu()).close(liveId),
    shutdown: async () => void (loading && (await (await loading).shutdown())),
  };
}

export function createSfu(config: Pick<Config, 'JANUS_URL' | 'JANUS_ADMIN_KEY'>): Sfu {
  const { JANUS_URL: url, JANUS_ADMIN_KEY: adminKey } = config;
  if (url) return onFirstUse('janus', async () => new (await import('./janus-sfu')).JanusSfu({ url, adminKey }));
  return onFirstUse('embedded', async () => new (await import('./embedded-sfu')).EmbeddedSfu());
}
