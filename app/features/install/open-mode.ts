/**
 * How this page was opened (spec sections 3 and 4): the installed app runs in the standalone
 * display mode (iOS: navigator.standalone), anything else is a browser tab; which install guide
 * fits this browser; and whether the visitor dismissed the guide lately.
 */
import { DEVICE_PLATFORM, INSTALL_DISMISS_DAYS, OPEN_SOURCE } from '../../../common/app-reports';
import { readLocal, STORAGE_KEYS } from '../../lib/storage';

export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export const openSource = (win: Window = window) => (isStandalone(win) ? OPEN_SOURCE.standalone : OPEN_SOURCE.browser);

/** Phones and tablets are "mobile" (2), the rest "desktop" (1). */
export function devicePlatform(userAgent: string): (typeof DEVICE_PLATFORM)[keyof typeof DEVICE_PLATFORM] {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent) ? DEVICE_PLATFORM.mobile : DEVICE_PLATFORM.desktop;
}

/**
 * iOS Safari has no install prompt: its users get the "Add to Home Screen" steps (other iOS
 * browsers cannot add to the home screen everywhere, so they get nothing). Android gets the
 * menu's steps when Chromium's own prompt does not come; elsewhere only that prompt is offered.
 */
export function manualGuide(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/.test(userAgent)) return /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent) ? 'ios' : null;
  return /Android/.test(userAgent) ? 'android' : null;
}

/** Closing the guide keeps it away for INSTALL_DISMISS_DAYS on this device (the server remembers it too). */
export function dismissedRecently(now = Date.now()): boolean {
  const at = Number(readLocal(STORAGE_KEYS.installGuideDismissedAt));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_DAYS * 86_400_000;
}
