/**
 * The live calls the go-live screen and the entries make, typed from the contract (common/live.ts,
 * LIVE_API). The contract names paths, not endpoint names: the endpoint is found in the generated
 * route table by its path, so these work whatever name server/api/live.ts gives it.
 */
import { apiRoutes } from '../../../common/api-routes.gen';
import { LIVE_API, type LiveListItem, type LiveScheduleInput, type LiveStartInput, type LiveView } from '../../../common/live';
import { api } from '../../lib/api';
import type { CallName } from '../../lib/api/client';

export interface LiveMine {
  running: LiveView | null;
  scheduled: LiveView[];
}

interface LiveCalls {
  start: { input: LiveStartInput & { live_id?: number }; answer: LiveView };
  schedule: { input: LiveScheduleInput; answer: LiveView };
  cancel: { input: { live_id: number }; answer: { result: 'ok' } };
  mine: { input: Record<never, never>; answer: LiveMine };
  ofUser: { input: { user_id: number }; answer: { live: LiveListItem | null } };
  list: { input: Record<never, never>; answer: { list: LiveListItem[] } };
}

export class LiveApiMissing extends Error {}

function nameOf(path: string): CallName {
  const found = Object.entries(apiRoutes).find(([, route]) => route.path === path);
  if (!found) throw new LiveApiMissing(`No endpoint serves ${path}`);
  return found[0] as CallName;
}

/** Async so that a missing endpoint is a rejection like any failed call, never a throw during an effect. */
export async function liveCall<K extends keyof LiveCalls>(key: K, input: LiveCalls[K]['input'], opts?: { silent?: boolean }): Promise<LiveCalls[K]['answer']> {
  const call = api().call as (name: CallName, input: unknown, opts?: { silent?: boolean }) => Promise<unknown>;
  return (await call(nameOf(LIVE_API[key]), input, opts)) as LiveCalls[K]['answer'];
}

/** The join page of a live (the room). */
export const joinLiveHref = (liveId: number) => `/live/join_live?live_id=${liveId}`;
