import { create } from 'zustand';

/** An error that replaces the page (e.g. 9002 from an API call), shown by the shell until the next navigation. */
export const usePageError = create<{ error: { status: number; message: string } | null; set: (error: { status: number; message: string } | null) => void }>(
  (set) => ({ error: null, set: (error) => set({ error }) }),
);
