/** The Lovense local API's address, kept on this device only (ADR 103): each device runs its own Lovense Connect. */
import { LOVENSE_DEFAULT_ADDRESS } from './lovense';

const KEY = 'toy.lovense.address';

export function savedToyAddress(): string {
  try {
    return window.localStorage.getItem(KEY) || LOVENSE_DEFAULT_ADDRESS;
  } catch {
    return LOVENSE_DEFAULT_ADDRESS;
  }
}

export function saveToyAddress(address: string): void {
  try {
    window.localStorage.setItem(KEY, address.trim());
  } catch {
    // Private mode without storage: the address lasts as long as the page.
  }
}
