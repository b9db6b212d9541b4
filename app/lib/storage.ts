/** Local flags and storage keys of spec section 3. */
export const STORAGE_KEYS = {
  ageGateAccepted: 'first_agree_over_18',
  anonymousUser: 'anUser',
  timezone: 'x-fm-timezone',
  chunkReloadAt: 'chunk_reload_at',
  installGuideDismissedAt: 'install_guide_dismissed_at',
} as const;

/** localStorage that never throws (private mode, disabled storage). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flag lasts for this page only.
  }
}
