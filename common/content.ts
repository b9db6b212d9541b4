/** Post rules shared by the composer and the server (issue 5; spec sections 3, 4 and 5). */
import { z } from 'zod';
import { COINS_MAX, COINS_MIN } from './money';

export * from './visibility';

/** Post states (spec section 4): draft, scheduled, posted. Editing a scheduled post makes it a draft again. */
export const POST_STATUS = { Draft: 1, Scheduled: 2, Posted: 3 } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];

export const CAPTION_MAX_LENGTH = 2200;
/** Media items a post may carry. */
export const POST_MEDIA_MAX = 20;

/** A PPV price is a whole number of coins, like every coin amount. */
export const PPV_PRICE_MESSAGE = `Please enter coins from ${COINS_MIN} to ${COINS_MAX}`;
export const ppvPrice = z
  .number({ error: PPV_PRICE_MESSAGE })
  .int({ error: PPV_PRICE_MESSAGE })
  .min(COINS_MIN, { error: PPV_PRICE_MESSAGE })
  .max(COINS_MAX, { error: PPV_PRICE_MESSAGE });

// --- posts: composer, drafts, schedule (issue 5 parts 2-3) ---

/** A post may be scheduled up to a year ahead. */
export const POST_SCHEDULE_MAX_SECONDS = 365 * 24 * 3600;

/** What the composer and the server say. */
export const POST_TEXTS = {
  needsMedia: 'Please add at least one image or video.',
  schedulePast: 'Please choose a time in the future.',
  scheduleTooFar: 'Please choose a time within the next year.',
  priceNotAllowed: 'Only PPV posts have a price.',
  uploading: 'Please wait until the uploads finish.',
  tooManyMedia: `A post can carry ${POST_MEDIA_MAX} images or videos at most.`,
} as const;

// How a post looks to one viewer: the shape the server sends and the pages read.
export type PostAccess =
  | { locked: false }
  /** `unlock_price`: coins to buy the post (PPV); `join`: joining the membership opens it. */
  | { locked: true; unlock_price: number | null; join: boolean };

export interface PostMediaView {
  media_id: number;
  /** 1 image, 2 video. */
  kind: 1 | 2;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  locked: boolean;
  /** null when locked. Images: a base to append /w_{w},h_{h} to; videos: the stream. */
  url: string | null;
  /** A video's poster image base (null when locked or none). */
  poster_url: string | null;
  preview_url: string;
}

export interface PostView {
  post_id: number;
  creator: { user_id: number; user_name: string; nickname: string; portrait: string };
  caption: string;
  visibility: number;
  price: number | null;
  status: number;
  /** Unix seconds. */
  scheduled_at: number | null;
  published_at: number | null;
  created_at: number;
  access: PostAccess;
  media: PostMediaView[];
  /** Only on its author's own view: hidden by moderation, and why (ADR 092). */
  hidden?: import('./moderation').HiddenInfo;
}
