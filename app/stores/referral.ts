import { create } from 'zustand';

/** Referral data the page keeps (spec section 3); logout clears it. */
export const useReferral = create<{ renewalTargetUserId: string | null; reset: () => void }>((set) => ({
  renewalTargetUserId: null,
  reset: () => set({ renewalTargetUserId: null }),
}));
