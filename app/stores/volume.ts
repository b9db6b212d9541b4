import { create } from 'zustand';

/**
 * The home feed's sound (spec section 3: "home volume starts at 0"): one volume for every feed
 * video during the session, so turning one video's sound on keeps the next ones at that volume.
 * Not persisted: a new session starts silent again.
 */
export interface FeedVolumeState {
  /** 0..1; 0 until the viewer turns a video's sound up. */
  volume: number;
  muted: boolean;
  /** A video's controls changed its sound. */
  fromVideo: (sound: { volume: number; muted: boolean }) => void;
  reset: () => void;
}

const initial = { volume: 0, muted: true };

export const useFeedVolume = create<FeedVolumeState>((set) => ({
  ...initial,
  fromVideo: ({ volume, muted }) => set({ volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0, muted }),
  reset: () => set(initial),
}));

/**
 * What a feed video element gets: silent while the volume is 0 or muted. A silent video keeps a
 * real volume (full) under its mute, so unmuting it with the controls is audible at once; that
 * volume then becomes the feed's.
 */
export function videoSound(state: { volume: number; muted: boolean }): { volume: number; muted: boolean } {
  const silent = state.muted || state.volume === 0;
  return { muted: silent, volume: state.volume === 0 ? 1 : state.volume };
}
