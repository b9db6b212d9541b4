import { create } from 'zustand';
import { PLATFORM } from '../../common/constants';

/** The platform mode (spec section 3): the product's default code, or chatter (which hides Live). */
export interface PlatformState {
  platform: string;
  platformUi: string;
  platformRole: string;
  setPlatform: (platform: string) => void;
  reset: () => void;
}

const initial = { platform: PLATFORM.default, platformUi: PLATFORM.default, platformRole: '' };

export const usePlatform = create<PlatformState>((set) => ({
  ...initial,
  setPlatform: (platform) => set({ platform }),
  reset: () => set(initial),
}));
