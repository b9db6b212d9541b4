/** Profile rules the edit-profile form and the server share (issue 5; spec section 5 for names). */
import { multiLine } from './text';

export const BIO_MAX_LENGTH = 500;
export const bioSchema = multiLine()
  .trim()
  .max(BIO_MAX_LENGTH, { error: `Please keep your bio to ${BIO_MAX_LENGTH} characters.` });

// Profiles and people lists as the server sends them.
export interface ProfileView {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  /** The cover image's URL, '' for none (ADR 097). */
  cover: string;
  bio: string;
  user_role: 0 | 1;
  counts: { posts: number; followers: number; following: number };
  /** Whether the viewer follows this user (false for anonymous viewers and oneself). */
  followed: boolean;
  own: boolean;
}

export interface UserListItem {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  user_role: 0 | 1;
  /** The creators search (/user/list) says whether the viewer follows each one. */
  following?: boolean;
}
