/** Image sources of a post's media: the variant sizes the server makes (common/media.ts). */
import { variantPath } from '../../../common/media';

const WIDTHS = [320, 480, 640, 960, 1280] as const;

/** `base` is a PostView media url (`/media/{id}`): the id is its last segment. */
const idOf = (base: string) => Number(base.split('/').pop());

export function imageSources(base: string): { src: string; srcSet: string; sizes: string } {
  const id = idOf(base);
  return {
    src: variantPath(id, 960, 0),
    srcSet: WIDTHS.map((w) => `${variantPath(id, w, 0)} ${w}w`).join(', '),
    // The feed is at most the feed width (about 55vh on wide screens), full width on phones.
    sizes: '(max-width: 430px) 100vw, 60vh',
  };
}

export const thumbnail = (base: string) => variantPath(idOf(base), 320, 320);
