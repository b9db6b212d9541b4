/**
 * The room's calls to the live API (common/live.ts LIVE_API), by path: the contract names the
 * paths and answers; the server's endpoint table is built alongside (issue 22).
 */
import type { IceConfig } from '../../../../common/calls';
import { LIVE_API, type LiveChatLine, type LiveEntry, type LiveGifter, type LiveParty, type LiveSummary, type LiveView } from '../../../../common/live';
import { api } from '../../../lib/api';

type Ok = { result: 'ok' };
export type LiveViewer = LiveParty & { entry: LiveEntry };

const get = <T>(path: string, input: Record<string, unknown>, silent = false) => api().callPath<T>('GET', path, input, { silent });
const post = <T>(path: string, input: Record<string, unknown>, silent = false) => api().callPath<T>('POST', path, input, { silent });

/** The `live_id` query as a live's id, or null (missing, not a positive integer). */
export const liveIdOf = (raw: string | null): number | null => (raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export const liveApi = {
  detail: (live_id: number) => get<LiveView>(LIVE_API.detail, { live_id }),
  chatBacklog: (live_id: number) => get<{ list: LiveChatLine[] }>(LIVE_API.chat, { live_id }, true),
  sendChat: (live_id: number, text: string) => post<LiveChatLine>(LIVE_API.chat, { live_id, text }),
  /** Silent: the spend door shows the failure. */
  buyTicket: (live_id: number, idem_key: string) => post<LiveView>(LIVE_API.ticket, { live_id, idem_key }, true),
  /** Silent: the controls sheet shows the server's message (the third change's refusal) verbatim. */
  setPrice: (live_id: number, ticket_price: number) => post<LiveView>(LIVE_API.price, { live_id, ticket_price }, true),
  viewers: (live_id: number) => get<{ list: LiveViewer[] }>(LIVE_API.viewers, { live_id }),
  kick: (live_id: number, user_id: number) => post<Ok>(LIVE_API.kick, { live_id, user_id }),
  grant: (live_id: number, user_id: number) => post<Ok>(LIVE_API.grant, { live_id, user_id }),
  muteChat: (live_id: number, muted: boolean) => post<LiveView>(LIVE_API.muteChat, { live_id, muted }),
  end: (live_id: number) => post<LiveSummary>(LIVE_API.end, { live_id }),
  summary: (live_id: number) => get<LiveSummary>(LIVE_API.summary, { live_id }, true),
  gifters: (live_id: number) => get<{ list: LiveGifter[] }>(LIVE_API.gifters, { live_id }),
  /** Spec section 7: share errors are ignored. */
  share: (live_id: number) => post<Ok>(LIVE_API.share, { live_id }, true).catch(() => undefined),
  iceServers: () => api().call('call.ice_servers', {}, { silent: true }) as Promise<IceConfig>,
};
