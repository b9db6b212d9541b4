/**
 * The spend door's request, outcome and open flow (ADR 096), shared by useSpend (spend.tsx) and the
 * flow's code with its host (spend-host.tsx, loaded later: ADR 116).
 */
import { create } from 'zustand';
import type { SpendSheetPhase } from '#ds';

export interface SpendRequest {
  /** The question's subject in words, e.g. "Unlock this post", "Tip Luna Rivers". */
  title: string;
  /** The coins this tap spends. */
  coins: number;
  /** The purpose for the shortfall message: "to unlock this post" gives "You need 25 coins to unlock this post; you have 3.". */
  purpose: string;
  /**
   * Performs the spend (with its own idempotency key); throws the API's error on failure. When it
   * resolves to an answer with a numeric `balance` (the money API's spends do), that is the
   * wallet's new balance; otherwise the balance is fetched again.
   */
  spend: () => Promise<unknown>;
  /** The confirm button, e.g. "Unlock for 25 coins"; default "Pay 25 coins". */
  confirmLabel?: string;
  /** Toasted after the spend went through, e.g. "Sent 10 coins to Luna Rivers". */
  doneMessage?: string;
  /** A line under the question saying what the coins buy, e.g. "3 min held now, then 20 coins/min". */
  note?: string;
  /**
   * Failures that end the spend with the error tip (a toast of the error's message) instead of the
   * sheet's "Try again": refusals that trying again cannot fix (the creator is busy, takes no calls).
   */
  endsWithToast?: (failure: unknown) => boolean;
}

/** 'done' after the spend went through; otherwise nothing was spent. */
export type SpendOutcome = 'done' | 'cancelled' | 'login' | 'short' | 'failed';

export interface Flow {
  request: SpendRequest;
  phase: SpendSheetPhase;
  /** The sheet shows (false while a spend under the threshold runs without asking). */
  open: boolean;
  message?: string;
  resolve: (outcome: SpendOutcome) => void;
}

export interface FlowState {
  /** The open spend, mutated in place so a second press sees its phase at once; `v` re-renders. */
  flow: Flow | null;
  v: number;
  /** The last success's (or ending refusal's) words, for the host to toast. */
  toast: { n: number; message: string; tone: 'success' | 'danger' } | null;
}

export const useSpendFlow = create<FlowState>(() => ({ flow: null, v: 0, toast: null }));
