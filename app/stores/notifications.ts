import { create } from 'zustand';
import type { BannerWithLink } from '../features/notifications/banner';

/** The banners on screen (global overlay, top of the page). */
export interface BannerState {
  banners: BannerWithLink[];
  show: (banner: BannerWithLink) => void;
  dismiss: (uuid: string) => void;
  dismissAll: () => void;
  /** How many realtime_notify this page has received (pages showing the list reload on a change). */
  received: number;
  noteReceived: () => void;
}

/** At most this many banners stack; the oldest leaves first. */
export const MAX_BANNERS = 3;

export const useBanners = create<BannerState>((set) => ({
  banners: [],
  show: (banner) => set((s) => ({ banners: [...s.banners.filter((b) => b.uuid !== banner.uuid), banner].slice(-MAX_BANNERS) })),
  dismiss: (uuid) => set((s) => ({ banners: s.banners.filter((b) => b.uuid !== uuid) })),
  dismissAll: () => set({ banners: [] }),
  received: 0,
  noteReceived: () => set((s) => ({ received: s.received + 1 })),
}));
