/**
 * The gift catalogue (issue 6): prices in coins and the animation file fetched from the media
 * host (spec section 7). Kept in code so every server and the browser agree (ADR 050).
 */
export interface Gift {
  id: number;
  name: string;
  coins: number;
  /**
   * Animation file name on the media host: a small animated SVG of ours (public/gifts/) that
   * plays once; with "#still" it shows a still frame. The two preloaded ones are the sports car
   * and champagne (spec section 9).
   */
  animation: string;
  preload: boolean;
}

export const GIFTS: readonly Gift[] = [
  { id: 1, name: 'Rose', coins: 5, animation: 'rose.svg', preload: false },
  { id: 2, name: 'Heart', coins: 10, animation: 'heart.svg', preload: false },
  { id: 3, name: 'Champagne', coins: 100, animation: 'champagne.svg', preload: true },
  { id: 4, name: 'Sports car', coins: 1000, animation: 'sports-car.svg', preload: true },
];

export const giftById = (id: number) => GIFTS.find((g) => g.id === id);

/** Where gift animations live by default: our own origin (public/gifts/); GIFT_ANIMATION_BASE_URL moves them. */
export const DEFAULT_GIFT_ANIMATION_BASE = '/gifts/';

/** How long a gift animation plays (the files run 1.8-2.6 s), and how long its still frame shows under reduced motion. */
export const GIFT_ANIMATION_MS = 2800;
export const GIFT_STILL_MS = 1500;

/** The URL of a gift's animation on the media host ("https://cdn.example/gifts/" + "champagne.svg"). */
export function giftAnimationUrl(gift: Pick<Gift, 'animation'>, base: string = DEFAULT_GIFT_ANIMATION_BASE): string {
  return `${base.endsWith('/') ? base : `${base}/`}${gift.animation}`;
}

/** A flirt is a small gesture at one fixed price (the spec names flirts, not their price; this one is ours). */
export const FLIRT_COINS = 3;
