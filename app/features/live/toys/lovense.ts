/**
 * The toy adapter (issue 22 point 5, ADR 103): what the live room needs of a toy, and the Lovense
 * implementation over Lovense's documented local API ("Standard API, by local application"): the
 * Lovense Connect (or Remote) app on the creator's device answers POST {address}/command with JSON.
 * The creator's browser calls it directly; our server never reaches the creator's device.
 */
import { TOY_SECONDS_MAX, TOY_STRENGTH_MAX } from '../../../../common/live';

export interface ToyDriver {
  /** Vibrates every connected toy at `strength` (1-20) for `seconds`; rejects with a ToyError. */
  vibrate(strength: number, seconds: number): Promise<void>;
}

/** Lovense Connect for PC on this computer (Lovense's own name for 127.0.0.1, with a certificate for HTTPS). */
export const LOVENSE_DEFAULT_ADDRESS = 'https://127-0-0-1.lovense.club:30010';

export type ToyErrorKind = 'address' | 'unreachable' | 'no-toy' | 'refused';

const MESSAGES: Record<ToyErrorKind, string> = {
  address: 'Enter the address Lovense Connect shows, such as https://127-0-0-1.lovense.club:30010.',
  unreachable: 'No toy found at that address. Open Lovense Connect on this device and check the address.',
  'no-toy': 'Lovense Connect answered, but no toy is connected to it.',
  refused: 'Lovense Connect refused the command.',
};

export class ToyError extends Error {
  constructor(
    readonly kind: ToyErrorKind,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[kind]} (${detail})` : MESSAGES[kind]);
    this.name = 'ToyError';
  }
}

/** The local API's answer: `code` 200 is success; 401 toy not found, 402 toy not connected. */
interface LovenseAnswer {
  code?: number;
  type?: string;
  message?: string;
}

/** The address as typed, checked and without a trailing slash; null when it is not an http(s) URL. */
export function normalizeAddress(address: string): string | null {
  try {
    const url = new URL(address.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value)));

export function lovenseDriver(address: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): ToyDriver {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 4000;
  return {
    vibrate: async (strength, seconds) => {
      const base = normalizeAddress(address);
      if (!base) throw new ToyError('address');
      let answer: LovenseAnswer;
      try {
        const response = await doFetch(`${base}/command`, {
          method: 'POST',
          // As Lovense documents it; the app answers the CORS preflight this brings.
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            command: 'Function',
            action: `Vibrate:${clamp(strength, TOY_STRENGTH_MAX)}`,
            timeSec: clamp(seconds, TOY_SECONDS_MAX),
            apiVer: 1,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = (await response.json()) as LovenseAnswer;
      } catch (error) {
        throw new ToyError('unreachable', error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : undefined);
      }
      if (answer.code === 200) return;
      if (answer.code === 401 || answer.code === 402) throw new ToyError('no-toy');
      throw new ToyError('refused', answer.message ?? (answer.code ? `code ${answer.code}` : undefined));
    },
  };
}

/** The driver that does nothing: the room plays the queue (and shows it) even with no toy. */
export const noToy: ToyDriver = { vibrate: () => Promise.resolve() };
