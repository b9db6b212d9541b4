import { create } from 'zustand';

/**
 * draft_num (spec section 3): how many drafts the creator has, from post/init when the composer
 * opens and from post/create and post/delete answers. null until the first answer.
 */
export interface DraftsState {
  draftNum: number | null;
  setDraftNum: (draftNum: number) => void;
  reset: () => void;
}

export const useDrafts = create<DraftsState>((set) => ({
  draftNum: null,
  setDraftNum: (draftNum) => set({ draftNum: Number.isSafeInteger(draftNum) && draftNum >= 0 ? draftNum : null }),
  reset: () => set({ draftNum: null }),
}));
