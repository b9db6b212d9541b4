/**
 * The calls ringing this user now, as the incoming-call banners show them (spec section 4): a
 * call_invite replaces the banner with the same call_id (in place, so its buttons keep their
 * state); call_cancel, accept, decline and the timeout remove one; a swipe up clears them all.
 */
import { create } from 'zustand';
import type { IncomingCall } from '../../../common/calls';

interface IncomingCallsState {
  calls: IncomingCall[];
  receive: (call: IncomingCall) => void;
  /** What GET call/incoming answered on (re)connect: the calls still ringing, and no others. */
  sync: (calls: IncomingCall[]) => void;
  remove: (callId: number) => void;
  clear: () => void;
}

export const useIncomingCalls = create<IncomingCallsState>((set) => ({
  calls: [],
  receive: (call) =>
    set((s) =>
      s.calls.some((c) => c.call_id === call.call_id) ? { calls: s.calls.map((c) => (c.call_id === call.call_id ? call : c)) } : { calls: [...s.calls, call] },
    ),
  sync: (calls) =>
    set((s) => ({
      // A banner already up keeps its object (its timer and its pending accept); new ones join.
      calls: calls.map((call) => s.calls.find((c) => c.call_id === call.call_id) ?? call),
    })),
  remove: (callId) => set((s) => ({ calls: s.calls.filter((c) => c.call_id !== callId) })),
  clear: () => set({ calls: [] }),
}));
