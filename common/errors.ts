/**
 * The one error catalogue (spec section 8). The API answers with these codes and HTTP
 * statuses; loaders, actions, the browser API client and the error boundaries turn a code
 * or a status into the text and the action the user sees. Texts are the spec's, verbatim.
 */

import {
  AUTH_REQUIRED,
  INTERNAL,
  loginRedirectPath,
  NOT_ENOUGH_COINS,
  PROFILE_NOT_FOUND,
  STALE_REQUEST,
  USER_NAME_TAKEN,
  TEXTS,
  type CatalogueEntry,
} from './errors-core';
import { ROOM_ERRORS } from './errors-rooms';

// What a page's first load checks has its own small module (errors-core.ts).
export {
  CHUNK_RELOAD_INTERVAL_MS,
  errorPageMessage,
  isChunkLoadError,
  loginRedirectPath,
  shouldReloadForChunkError,
  TEXTS,
  type CatalogueEntry,
} from './errors-core';

export const ERRORS = {
  AUTH_REQUIRED,
  STALE_REQUEST,
  PROFILE_NOT_FOUND,
  // Codes of our own server, beyond those the spec names.
  BAD_REQUEST: { code: 40000, status: 400, message: 'The request is not valid.', action: 'prompt' },
  /** The one text rule (common/text.ts): control, line-break, direction-override or only invisible characters. */
  TEXT_NOT_ALLOWED: { code: 40003, status: 400, message: 'This text contains characters that are not allowed.', action: 'prompt' },
  MALFORMED_JSON: { code: 40001, status: 400, message: 'The request body is not valid JSON.', action: 'prompt' },
  BAD_SIGNATURE: { code: 40002, status: 400, message: 'The request signature is missing or not valid.', action: 'prompt' },
  /** A state-changing call takes its parameters in its JSON body only (ADR 085). */
  PARAMS_IN_QUERY: { code: 40004, status: 400, message: 'Send the parameters in the JSON body, not in the query string.', action: 'prompt' },
  FORBIDDEN: {
    code: 40300,
    status: 403,
    message: "It seems like you don't have permission to access this page. (403)",
    action: 'prompt',
  },
  NOT_FOUND: { code: 40400, status: 404, message: 'This page could not be found', action: 'prompt' },
  METHOD_NOT_ALLOWED: { code: 40500, status: 405, message: 'This method is not allowed here.', action: 'prompt' },
  PAYLOAD_TOO_LARGE: { code: 41300, status: 413, message: 'The request is too large.', action: 'prompt' },
  UNSUPPORTED_MEDIA_TYPE: { code: 41500, status: 415, message: 'Send the request body as JSON.', action: 'prompt' },
  // Reports, hidden content and DMCA (ADR 092).
  REPORT_SELF: { code: 40035, status: 400, message: 'You cannot report yourself or your own posts and messages.', action: 'prompt' },
  DMCA_URL_NOT_OURS: {
    code: 40036,
    status: 400,
    message: 'Each infringing URL must be a link to a post or a profile on this site, one per line.',
    action: 'prompt',
  },
  DMCA_NO_POSTS: { code: 40037, status: 400, message: 'These links name no posts on this site.', action: 'prompt' },
  HIDE_REASON_REQUIRED: { code: 40038, status: 400, message: 'Give a reason: the author will see it.', action: 'prompt' },
  REPORT_TARGET_NOT_FOUND: { code: 40435, status: 404, message: 'What you reported could not be found.', action: 'prompt' },
  DMCA_NOTICE_NOT_FOUND: { code: 40436, status: 404, message: 'There is no takedown of your posts under this notice.', action: 'prompt' },
  CASE_ALREADY_DECIDED: { code: 40935, status: 409, message: 'This case has already been decided.', action: 'prompt' },
  NOT_HIDDEN: { code: 40936, status: 409, message: 'This content is not hidden.', action: 'prompt' },
  COUNTER_NOTICE_EXISTS: { code: 40937, status: 409, message: 'You have already sent a counter-notice for this notice.', action: 'prompt' },
  RATE_LIMITED: { code: 42900, status: 429, message: 'Too many requests. Please wait a moment and try again.', action: 'prompt' },
  // Identity (sign-up, log-in, sessions).
  BOT_NOT_ALLOWED: { code: 40301, status: 403, message: 'Accounts are not created for automated visitors.', action: 'prompt' },
  LOOPBACK_ONLY: { code: 40302, status: 403, message: 'The outbox can only be read from the server machine itself.', action: 'prompt' },
  /** A state-changing call or socket from a page that is not the app's own (ADR 085). */
  CROSS_SITE_REQUEST: { code: 40303, status: 403, message: 'This request came from another site, so it was refused.', action: 'prompt' },
  CODE_INVALID: { code: 40010, status: 400, message: 'That code is not correct. Please check the email and try again.', action: 'prompt' },
  CODE_EXPIRED: { code: 40011, status: 400, message: 'That code has expired or was already used. Please request a new code.', action: 'prompt' },
  CODE_ATTEMPTS_EXCEEDED: {
    code: 40012,
    status: 400,
    message: 'Too many wrong codes. Please request a new code.',
    action: 'prompt',
  },
  SIGNUP_TICKET_INVALID: {
    code: 40013,
    status: 400,
    message: 'Your sign-up has expired. Please start again with your email.',
    action: 'prompt',
  },
  OAUTH_FAILED: { code: 40014, status: 400, message: 'Google sign-in did not complete. Please try again.', action: 'prompt' },
  ACCOUNT_NOT_FOUND: { code: 40401, status: 404, message: 'No account uses this email. Please sign up first.', action: 'prompt' },
  SESSION_NOT_FOUND: { code: 40402, status: 404, message: 'This session does not exist or has already ended.', action: 'prompt' },
  USER_NAME_TAKEN,
  EMAIL_TAKEN: { code: 40902, status: 409, message: 'An account already uses this email. Please log in instead.', action: 'prompt' },
  ALREADY_SIGNED_UP: { code: 40903, status: 409, message: 'You are already logged in.', action: 'prompt' },
  /** Two creators cannot hold look-alike names (ADR 135): the same UTS #39 skeleton. */
  NICKNAME_LOOKS_LIKE_CREATOR: {
    code: 40904,
    status: 409,
    message: "This display name looks like another creator's name. Please choose another.",
    action: 'prompt',
  },
  USER_NAME_LOOKS_LIKE_CREATOR: {
    code: 40905,
    status: 409,
    message: "This username looks like another creator's username. Please choose another.",
    action: 'prompt',
  },
  CODE_RATE_LIMITED: {
    code: 42901,
    status: 429,
    message: 'Too many attempts. Please wait a moment and try again.',
    action: 'prompt',
  },
  ACCOUNT_LOCKED: {
    code: 42902,
    status: 429,
    message: 'Too many wrong codes for this account. Code sign-in is paused for a while; we have emailed the account owner.',
    action: 'prompt',
  },
  CHAT_SELF: { code: 40020, status: 400, message: 'You cannot send a message to yourself.', action: 'prompt' },
  CHAT_MESSAGE_EMPTY: { code: 40021, status: 400, message: 'Please enter a message.', action: 'prompt' },
  CHAT_MESSAGE_TOO_LONG: { code: 40022, status: 400, message: 'This message is too long (2000 characters at most).', action: 'prompt' },
  CHAT_USER_NOT_FOUND: { code: 40420, status: 404, message: 'This user does not exist or cannot receive messages.', action: 'prompt' },
  CONVERSATION_NOT_FOUND: { code: 40421, status: 404, message: 'This conversation does not exist.', action: 'prompt' },
  CHAT_CLIENT_ID_REUSED: {
    code: 40920,
    status: 409,
    message: 'This message id was already used for a different message.',
    action: 'prompt',
  },
  // Media uploads (issue 5).
  UPLOAD_NOT_FOUND: { code: 40460, status: 404, message: 'This upload does not exist or has expired. Please start the upload again.', action: 'prompt' },
  MEDIA_NOT_FOUND: { code: 40461, status: 404, message: 'This media item does not exist.', action: 'prompt' },
  CHUNK_INVALID: { code: 40060, status: 400, message: 'This part of the file has the wrong size or number.', action: 'prompt' },
  UPLOAD_INCOMPLETE: { code: 40061, status: 400, message: 'Some parts of the file have not been uploaded yet.', action: 'prompt' },
  UPLOAD_HASH_MISMATCH: {
    code: 40062,
    status: 400,
    message: 'The uploaded file is damaged (its checksum does not match). Please upload it again.',
    action: 'prompt',
  },
  VARIANT_SIZE_INVALID: { code: 40063, status: 400, message: 'This image size is not available.', action: 'prompt' },
  MEDIA_TYPE_REFUSED: { code: 41560, status: 415, message: 'Only images and videos can be uploaded.', action: 'prompt' },
  MEDIA_TOO_LARGE: { code: 41360, status: 413, message: 'This file is too large.', action: 'prompt' },
  // Storage quotas and what an upload is for (issue 18, ADR 084).
  MEDIA_QUOTA_EXCEEDED: {
    code: 41361,
    status: 413,
    message: 'This file does not fit in your storage space. Delete something from your vault first.',
    action: 'prompt',
  },
  MEDIA_PURPOSE_REFUSED: { code: 40360, status: 403, message: 'Fans can upload chat attachments and a profile picture only.', action: 'prompt' },
  MEDIA_NOT_FOR_THIS_USE: {
    code: 40064,
    status: 400,
    message: 'This media item was uploaded for another use (a chat attachment or a profile picture) and cannot be used here.',
    action: 'prompt',
  },
  // Deleting from the vault: never under fans who can reach the item.
  MEDIA_IN_POST: {
    code: 40960,
    status: 409,
    message: 'This item is in a scheduled or published post, so it cannot be deleted. Remove it from the post first.',
    action: 'prompt',
  },
  MEDIA_IN_CHAT: { code: 40961, status: 409, message: 'This item was sent in a chat or mass message, so it cannot be deleted.', action: 'prompt' },
  MEDIA_IS_PORTRAIT: { code: 40962, status: 409, message: 'This image is your profile picture. Choose another picture first.', action: 'prompt' },
  OAUTH_UNAVAILABLE: { code: 50301, status: 503, message: 'Google sign-in is not available on this server.', action: 'prompt' },
  // Money (issue 6, ADR 050).
  NOT_ENOUGH_COINS,
  PAYMENT_INSUFFICIENT_FUNDS: { code: 40211, status: 402, message: 'Payment failed: insufficient funds.', action: 'prompt' },
  PAYMENT_VERIFICATION_FAILED: {
    code: 40212,
    status: 402,
    message: 'Verification failed, use a different card or another way.',
    action: 'prompt',
  },
  SPEND_TO_SELF: { code: 40030, status: 400, message: 'Flirts or gifts cannot be sent to oneself.', action: 'prompt' },
  TIP_SELF: { code: 40031, status: 400, message: 'You cannot tip yourself.', action: 'prompt' },
  RECIPIENT_NOT_CREATOR: { code: 40311, status: 403, message: 'Only creators can receive coins.', action: 'prompt' },
  RECIPIENT_NOT_FOUND: { code: 40410, status: 404, message: 'The person you are paying does not exist.', action: 'prompt' },
  GIFT_NOT_FOUND: { code: 40411, status: 404, message: 'This gift is no longer available.', action: 'prompt' },
  PAYMENT_BLOCKED: { code: 40310, status: 403, message: 'You cannot send coins to this user.', action: 'prompt' },
  IDEMPOTENCY_CONFLICT: {
    code: 40910,
    status: 409,
    message: 'This request key was already used for a different payment. Please start a new payment.',
    action: 'prompt',
  },
  // Mass messages (issue 7)
  MASS_TOO_SOON: {
    code: 42910,
    status: 429,
    message: 'You can send one mass message every 6 hours. Please choose a later time.',
    action: 'prompt',
  },
  MASS_SCHEDULE_IN_PAST: { code: 40090, status: 400, message: 'Please choose a time in the future.', action: 'prompt' },
  MASS_EMPTY: { code: 40091, status: 400, message: 'Please write a message or add media.', action: 'prompt' },
  MASS_CREATORS_ONLY: { code: 40370, status: 403, message: 'Only creators can send mass messages.', action: 'prompt' },
  // --- chat screens, paid messages, allowance, blocks (issue 7 items 1-3) ---
  CHAT_BLOCKED_BY_ME: { code: 40320, status: 403, message: 'Users you blocked cannot be messaged. Unblock them first.', action: 'prompt' },
  CHAT_BLOCKED_BY_PEER: { code: 40321, status: 403, message: 'This user is not accepting your messages.', action: 'prompt' },
  CHAT_PRICE_CREATOR_ONLY: { code: 40322, status: 403, message: 'Only creators can set a price on messages.', action: 'prompt' },
  CHAT_MESSAGE_NOT_FOUND: { code: 40422, status: 404, message: 'This message does not exist.', action: 'prompt' },
  CHAT_TOO_MANY_MEDIA: { code: 40023, status: 400, message: 'A message can carry 10 media items at most.', action: 'prompt' },
  BLOCK_SELF: { code: 40024, status: 400, message: 'You cannot block yourself.', action: 'prompt' },
  // --- feed, profiles, follows (issue 5) ---
  FOLLOW_SELF: { code: 40080, status: 400, message: 'You cannot follow yourself.', action: 'prompt' },
  UNLOCK_OWN_POST: { code: 40086, status: 400, message: 'This is your own post.', action: 'prompt' },
  POST_NOT_FOR_SALE: { code: 40087, status: 400, message: 'This post is not for sale.', action: 'prompt' },
  // Payouts (issue 6, ADR 052).
  PAYOUT_CREATOR_ONLY: { code: 40340, status: 403, message: 'Only creators can get paid out.', action: 'prompt' },
  PAYOUT_SUSPENDED: { code: 40341, status: 403, message: 'Payouts are suspended for one week after a failed payout.', action: 'prompt' },
  PAYOUT_BELOW_MINIMUM: { code: 40040, status: 400, message: 'This amount is below the minimum payout.', action: 'prompt' },
  PAYOUT_AMOUNT_STEP: { code: 40041, status: 400, message: 'This amount cannot be paid out in whole coins.', action: 'prompt' },
  PAYOUT_METHOD_MISSING: { code: 40042, status: 400, message: 'Please add a payout method first.', action: 'prompt' },
  PAYOUT_TAX_MISSING: { code: 40043, status: 400, message: 'Please complete your tax settings before requesting a payout.', action: 'prompt' },
  PAYOUT_NOT_ENOUGH_EARNINGS: {
    code: 40213,
    status: 402,
    message: 'Your available earnings are less than this amount.',
    action: 'prompt',
  },
  PAYOUT_NOT_FOUND: { code: 40440, status: 404, message: 'This payout does not exist.', action: 'prompt' },
  // --- posts: composer, drafts, schedule (issue 5 parts 2-3) ---
  POST_NOT_FOUND: { code: 40481, status: 404, message: 'This post does not exist.', action: 'prompt' },
  POST_CREATORS_ONLY: { code: 40381, status: 403, message: 'Only creators can publish posts.', action: 'prompt' },
  POST_NEEDS_MEDIA: { code: 40081, status: 400, message: 'Please add at least one image or video.', action: 'prompt' },
  POST_SCHEDULE_IN_PAST: { code: 40082, status: 400, message: 'Please choose a time in the future.', action: 'prompt' },
  POST_SCHEDULE_TOO_FAR: { code: 40083, status: 400, message: 'Please choose a time within the next year.', action: 'prompt' },
  POST_PRICE_NOT_ALLOWED: { code: 40084, status: 400, message: 'Only PPV posts have a price.', action: 'prompt' },
  POST_MEDIA_INVALID: { code: 40085, status: 400, message: 'Some of these media items are not yours or do not exist.', action: 'prompt' },
  // Memberships (issue 6, ADR 053).
  CREATOR_ONLY: { code: 40350, status: 403, message: 'Only creators can set a membership price.', action: 'prompt' },
  MEMBERSHIP_NOT_OFFERED: { code: 40450, status: 404, message: 'This creator does not offer a membership.', action: 'prompt' },
  MEMBERSHIP_NOT_FOUND: { code: 40451, status: 404, message: 'This membership does not exist.', action: 'prompt' },
  ALREADY_MEMBER: { code: 40950, status: 409, message: 'You are already a member of this creator.', action: 'prompt' },
  MEMBERSHIP_EXPIRED: {
    code: 40951,
    status: 409,
    message: 'This membership has expired. Please join again to become a member.',
    action: 'prompt',
  },
  // Blocked locations (issue 19 point 5, ADR 093).
  LOCATION_EXISTS: { code: 40945, status: 409, message: 'Location already exists.', action: 'prompt' },
  LOCATION_NOT_FOUND: { code: 40445, status: 404, message: 'This blocked location does not exist.', action: 'prompt' },
  LOCATIONS_TOO_MANY: { code: 40046, status: 400, message: 'You have blocked as many locations as you can (300).', action: 'prompt' },
  LOCATIONS_CREATOR_ONLY: { code: 40345, status: 403, message: 'Only creators can block locations.', action: 'prompt' },
  // Notifications, email settings and web push (issue 7 items 4 and 6, ADR 072).
  PUSH_SUBSCRIPTION_INVALID: { code: 40070, status: 400, message: 'This push subscription is not valid.', action: 'prompt' },
  EMAIL_LINK_INVALID: {
    code: 40071,
    status: 400,
    message: 'This email link is not valid. Please use the link of your latest email, or manage your emails after logging in.',
    action: 'prompt',
  },
  // Money: cards and delete account (issue 6, ADR 051).
  CARD_NOT_FOUND: { code: 40412, status: 404, message: 'This card is not saved on your account.', action: 'prompt' },
  ACCOUNT_HAS_BALANCE: {
    code: 40911,
    status: 409,
    message: 'Your account cannot be deleted while it holds coins or earnings, or has a negative balance. Spend or withdraw them first.',
    action: 'prompt',
  },
  ACCOUNT_PAYOUT_PENDING: {
    code: 40912,
    status: 409,
    message: 'Your account cannot be deleted while a payout is on its way. Please try again once it is paid or returned to your earnings.',
    action: 'prompt',
  },
  // Account standing and payouts held for review (issue 19, ADR 094).
  ACCOUNT_SUSPENDED: { code: 40355, status: 403, message: 'This account is suspended.', action: 'prompt' },
  ACCOUNT_BANNED: { code: 40356, status: 403, message: 'This account has been banned.', action: 'prompt' },
  ACCOUNT_FROZEN: { code: 40357, status: 403, message: 'Coins cannot move to or from a suspended or banned account.', action: 'prompt' },
  STAFF_ADMIN_ONLY: { code: 40358, status: 403, message: 'Only an admin can do this.', action: 'prompt' },
  STAFF_NOT_ON_SELF: { code: 40359, status: 403, message: 'Staff cannot change the standing of their own account.', action: 'prompt' },
  STAFF_REASON_REQUIRED: { code: 40055, status: 400, message: 'Please give a reason.', action: 'prompt' },
  SUSPENSION_END_NOT_FUTURE: { code: 40056, status: 400, message: 'The end of a suspension must be in the future.', action: 'prompt' },
  STAFF_USER_NOT_FOUND: { code: 40455, status: 404, message: 'This user does not exist.', action: 'prompt' },
  ACCOUNT_STANDING_UNCHANGED: { code: 40955, status: 409, message: 'The account is already in this standing.', action: 'prompt' },
  PAYOUT_NOT_HELD: { code: 40956, status: 409, message: 'This payout is not held for review.', action: 'prompt' },
  UNKNOWN_MIDDLEWARE: { code: 50001, status: 500, message: 'Unknown middleware', action: 'errorPage' },
  INTERNAL,
  UNAVAILABLE: { code: 50300, status: 503, message: 'The service is unavailable, please try later.', action: 'prompt' },
  // Host applications (issue 19, ADR 091).
  APPLICATION_DOCUMENT_INVALID: {
    code: 40025,
    status: 400,
    message: 'One of the photos could not be used: please upload your ID photos and selfie again.',
    action: 'prompt',
  },
  APPLICATION_REASON_REQUIRED: { code: 40026, status: 400, message: 'Please write the reason the application is not approved.', action: 'prompt' },
  APPLICATION_NOT_FOUND: { code: 40425, status: 404, message: 'This application does not exist.', action: 'prompt' },
  APPLICATION_OPEN: { code: 40925, status: 409, message: 'You already have an application under review.', action: 'prompt' },
  APPLICATION_NOT_OPEN: { code: 40926, status: 409, message: 'This application is no longer under review.', action: 'prompt' },
  ALREADY_CREATOR: { code: 40927, status: 409, message: 'You are a creator already.', action: 'prompt' },
  ...ROOM_ERRORS,
} as const satisfies Record<string, CatalogueEntry & { code: number }>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

const byCode = new Map<number, CatalogueEntry & { code: number }>(Object.values(ERRORS).map((e) => [e.code, e]));

export function catalogueEntry(code: number): (CatalogueEntry & { code: number }) | undefined {
  return byCode.get(code);
}

/** The message of a 429 that says when to try again ("... try again in 45 seconds."). */
export function retryAfterMessage(seconds: number, lead = 'Too many attempts.'): string {
  const s = Math.max(1, Math.ceil(seconds));
  const when = s < 120 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`;
  return `${lead} Please try again in ${when}.`;
}

/** The body of an error answer of the API. */
export interface ApiErrorBody {
  result: 'error';
  error: { code: number; message: string; field?: string };
}

// ---------------------------------------------------------------------------------------
// Client-side texts (spec section 8)

/** What a failed request means to the user. Network failures have no status. */
export type RequestFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'http'; status: number; code?: number; message?: string; /** The input the server names as the problem. */ field?: string };

/** The prompt text of a failed request (timeout, network, or the message plus " Error Code: {status}"). */
export function failureText(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return TEXTS.timeout;
  if (failure.kind === 'network') return TEXTS.network;
  const message = failure.message || catalogueEntry(failure.code ?? -1)?.message || ERRORS.INTERNAL.message;
  // The server's own coded messages are shown as they are; other failures get their status.
  return failure.code !== undefined && catalogueEntry(failure.code) ? message : message + TEXTS.errorCodeSuffix(failure.status);
}

export interface ResolveContext {
  loggedIn: boolean;
  /** The full path (pathname + search + hash) to come back to after logging in. */
  currentPath: string;
  /** A live page shows 30023 as a toast instead of a full error page. */
  onLivePage: boolean;
}

/** The action the client takes for a failed request. */
export type Resolution =
  | { kind: 'logout'; message: string }
  | { kind: 'redirect'; to: string; message: string }
  | { kind: 'errorPage'; status: number; message: string }
  | { kind: 'toast'; message: string };

export function resolveFailure(failure: RequestFailure, ctx: ResolveContext): Resolution {
  if (failure.kind !== 'http') return { kind: 'toast', message: failureText(failure) };
  const { status, code } = failure;
  if (code === ERRORS.AUTH_REQUIRED.code || status === 401) {
    const message = failure.message || ERRORS.AUTH_REQUIRED.message;
    return ctx.loggedIn ? { kind: 'logout', message } : { kind: 'redirect', to: loginRedirectPath(ctx.currentPath), message };
  }
  if (code === ERRORS.STALE_REQUEST.code) return { kind: 'errorPage', status: 500, message: ERRORS.STALE_REQUEST.message };
  if (code === ERRORS.PROFILE_NOT_FOUND.code) {
    const message = ERRORS.PROFILE_NOT_FOUND.message;
    return ctx.onLivePage ? { kind: 'toast', message } : { kind: 'errorPage', status: 404, message };
  }
  return { kind: 'toast', message: failureText(failure) };
}
