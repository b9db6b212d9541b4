import { create } from 'zustand';

/** Socket connection state and the unread counters of spec section 3 (TC, TN, SC). */
export interface RealtimeState {
  online: boolean;
  TC: number;
  TN: number;
  SC: number;
  setOnline: (online: boolean) => void;
  setCounters: (counters: { TC: number; TN: number; SC: number }) => void;
}

export const useRealtimeStore = create<RealtimeState>((set) => ({
  online: false,
  TC: 0,
  TN: 0,
  SC: 0,
  setOnline: (online) => set({ online }),
  setCounters: ({ TC, TN, SC }) => set({ TC, TN, SC }),
}));
