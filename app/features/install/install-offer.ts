/**
 * Chromium's install offer, kept from the shell's first evaluation: it may come before React hydrates
 * and before InstallHost (loaded when the page is idle, ADR 105) is there to hear it.
 */

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our guide asks first, instead of the browser's mini-infobar
    offer = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => (offer = null));
}

/** The offer not yet used, if any. */
export const currentOffer = () => offer;
/** Takes the offer (it can be prompted once). */
export function takeOffer(): InstallPromptEvent | null {
  const taken = offer;
  offer = null;
  return taken;
}
/** Calls `listener` when an offer comes; returns the unsubscribe. */
export function onOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
