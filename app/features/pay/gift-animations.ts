/**
 * Gift animations on the media host (spec sections 7 and 9): the preloaded ones (the sports car
 * and champagne) are fetched into the browser's image cache as soon as a gift sheet can appear,
 * so a sent gift plays at once; the others load when played.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_GIFT_ANIMATION_BASE, type Gift, giftAnimationUrl } from '../../../common/gifts';
import type { RootLoaderData } from '../../root.server';

/** Started preloads by URL, kept so each file is asked for once per page life (and not collected). */
const started = new Map<string, HTMLImageElement>();

/** Starts loading the preload:true animations not asked for yet; returns their URLs. */
export function preloadGiftAnimations(gifts: readonly Gift[], base: string): string[] {
  if (typeof Image === 'undefined') return [];
  const urls: string[] = [];
  for (const gift of gifts) {
    if (!gift.preload) continue;
    const url = giftAnimationUrl(gift, base);
    if (started.has(url)) continue;
    const image = new Image();
    image.src = url;
    started.set(url, image);
    urls.push(url);
  }
  return urls;
}

export const isGiftAnimationPreloaded = (url: string) => started.has(url);

/** Tests: forget what was preloaded. */
export const resetGiftPreloads = () => started.clear();

/** The media host of gift animations (GIFT_ANIMATION_BASE_URL, else our own /gifts/). */
export function useGiftAnimationBase(): string {
  return useRouteLoaderData<RootLoaderData>('root')?.env.GIFT_ANIMATION_BASE_URL ?? DEFAULT_GIFT_ANIMATION_BASE;
}

/** A gift's animation and its still frame (for reduced motion). */
export function giftAnimation(gift: Gift, base: string) {
  const src = giftAnimationUrl(gift, base);
  return { src, stillSrc: `${src}#still` };
}
