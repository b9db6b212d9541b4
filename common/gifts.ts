/**
 * The gift catalogue (issue 6): prices in coins and the animation file fetched from the media
 * host (spec section 7). Kept in code so every server and the browser agree (ADR 050).
 */
export interface Gift {
  id: number;
  name: string;
  coins: number;
  /** Animation file name on the media host; the two preloaded ones are the sports car and champagne (spec section 9). */
  animation: string;
  preload: boolean;
}

export const GIFTS: readonly Gift[] = [
  { id: 1, name: 'Rose', coins: 5, animation: 'rose.json', preload: false },
  { id: 2, name: 'Heart', coins: 10, animation: 'heart.json', preload: false },
  { id: 3, name: 'Champagne', coins: 100, animation: 'champagne.json', preload: true },
  { id: 4, name: 'Sports car', coins: 1000, animation: 'sports-car.json', preload: true },
];

export const giftById = (id: number) => GIFTS.find((g) => g.id === id);
