/**
 * Who may see a post's media (issue 5): the one rule every reader of posts goes through
 * (feed, profile, /post, the media routes). Others get a blurred preview and the way in
 * (the price to unlock, or joining the membership), never the original bytes.
 */
import type { PostAccess } from '../../../common/content';
import { VISIBILITY, isMembersVisibility, isPaidVisibility } from '../../../common/content';
export type { PostAccess };

export interface PostForAccess {
  creatorId: number;
  visibility: number;
  /** Coins; only for PPV and Members and PPV. */
  price: number | null;
}

/** Facts about the viewer and this post, looked up by the caller (membership and unlocks live in the money domain). */
export interface ViewerFacts {
  viewerId: number | null;
  isMember: boolean;
  hasUnlocked: boolean;
}

export function postAccess(post: PostForAccess, viewer: ViewerFacts): PostAccess {
  if (viewer.viewerId !== null && viewer.viewerId === post.creatorId) return { locked: false };
  if (post.visibility === VISIBILITY.Everyone) return { locked: false };
  const memberOpens = isMembersVisibility(post.visibility);
  const sold = isPaidVisibility(post.visibility);
  if (memberOpens && viewer.isMember) return { locked: false };
  if (sold && viewer.hasUnlocked) return { locked: false };
  return { locked: true, unlock_price: sold ? post.price : null, join: memberOpens };
}
