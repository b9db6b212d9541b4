/** The room's calls to the live API (common/live.ts LIVE_API; server/api/live.ts). */
import { api } from '../../../lib/api';
import type { ApiAnswer } from '../../../lib/api/client';

export type LiveViewer = ApiAnswer<'live.viewers'>['list'][number];

/** The `live_id` query as a live's id, or null (missing, not a positive integer). */
export const liveIdOf = (raw: string | null): number | null => (raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export const liveApi = {
  detail: (live_id: number) => api().call('live.detail', { live_id }),
  chatBacklog: (live_id: number) => api().call('live.chat', { live_id }, { silent: true }),
  sendChat: (live_id: number, text: string) => api().call('live.chat.post', { live_id, text }),
  /** Silent: the spend door shows the failure. */
  buyTicket: (live_id: number, idem_key: string) => api().call('live.ticket', { live_id, idem_key }, { silent: true }),
  /** Silent: the controls sheet shows the server's message (the third change's refusal) verbatim. */
  setPrice: (live_id: number, ticket_price: number) => api().call('live.price', { live_id, ticket_price }, { silent: true }),
  viewers: (live_id: number) => api().call('live.viewers', { live_id }),
  kick: (live_id: number, user_id: number) => api().call('live.kick', { live_id, user_id }),
  grant: (live_id: number, user_id: number) => api().call('live.grant', { live_id, user_id }),
  muteChat: (live_id: number, muted: boolean) => api().call('live.mute_chat', { live_id, muted }),
  end: (live_id: number) => api().call('live.end', { live_id }),
  summary: (live_id: number) => api().call('live.summary', { live_id }, { silent: true }),
  gifters: (live_id: number) => api().call('live.gifters', { live_id }),
  /** Spec section 7: share errors are ignored. */
  share: (live_id: number) =>
    api()
      .call('share.do_live_share', { live_id }, { silent: true })
      .catch(() => undefined),
  iceServers: () => api().call('call.ice_servers', {}, { silent: true }),
};
