/** Image sources of a post's media: variants (the sizes the server makes, common/media.ts) of the URL the server sent. */
import { variantOf } from '../../../common/media';

const WIDTHS = [320, 480, 640, 960, 1280] as const;

/** `base` is a PostView media url (`/media/p/{post_id}/{media_id}`, ADR 088): variants are appended to it. */
export function imageSources(base: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: variantOf(base, 960, 0),
    srcSet: WIDTHS.map((w) => `${variantOf(base, w, 0)} ${w}w`).join(', '),
    // The feed is at most the feed width (about 55vh on wide screens), full width on phones.
    sizes: '(max-width: 430px) 100vw, 60vh',
  };
}

export const thumbnail = (base: string) => variantOf(base, 320, 320);
