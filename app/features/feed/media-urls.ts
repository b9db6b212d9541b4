/** Image sources of a post's media and of covers: variants (the sizes the server makes, common/media.ts) of the URL the server sent. */
import { COVER_WIDTH, variantOf } from '../../../common/media';

const WIDTHS = [320, 480, 640, 960, 1280] as const;
/** The feed column: full width on phones, at most about 55vh on wide screens. */
const COLUMN_SIZES = '(max-width: 430px) 100vw, 60vh';

/** `base` is a PostView media url (`/media/p/{post_id}/{media_id}`, ADR 088): variants are appended to it. */
export function imageSources(base: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: variantOf(base, 960, 0),
    srcSet: WIDTHS.map((w) => `${variantOf(base, w, 0)} ${w}w`).join(', '),
    sizes: COLUMN_SIZES,
  };
}

export const thumbnail = (base: string) => variantOf(base, 320, 320);

const COVER_SUFFIX = `/w_${COVER_WIDTH},h_0`;

/**
 * A cover (users.cover, `/media/{id}/w_1280,h_0`) at the column's width: a phone takes the 640 or
 * 960 variant instead of the 1280 one. Another shape of URL gets no variants.
 */
export function coverSources(cover: string): { srcSet: string; sizes: string } | undefined {
  if (!cover.endsWith(COVER_SUFFIX)) return undefined;
  const base = cover.slice(0, -COVER_SUFFIX.length);
  return {
    srcSet: WIDTHS.filter((w) => w >= 480)
      .map((w) => `${variantOf(base, w, 0)} ${w}w`)
      .join(', '),
    sizes: COLUMN_SIZES,
  };
}
