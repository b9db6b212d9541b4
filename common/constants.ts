/** Business constants and timings of spec section 9 that both the server and the browser use. */
export const SESSION_MAX_AGE_SECONDS = 5_184_000; // 60 days
export const SESSION_REFRESH_THRESHOLD_SECONDS = 172_800; // 2 days
/** After a refresh the replaced token works this long more, for requests already in flight. */
export const SESSION_ROTATION_GRACE_SECONDS = 60;
export const HTTP_TIMEOUT_MS = 30_000;
export const SERVER_TIME_POLL_MS = 60_000;
export const VERSION_CHECK_MS = 600_000;
export const SOCKET_RECONNECT_MS = 5_000;
export const SOCKET_PING_INTERVAL_MS = 20_000;
export const SOCKET_PING_TIMEOUT_MS = 10_000;
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const TOAST_DEFAULT_MS = 2_000;
export const UNREAD_BADGE_CAP = 99;

/** Cookies of spec section 3. */
export const COOKIES = {
  session: '__antk',
  /** The session cookie's name over HTTPS (server/http/cookies.ts, ADR 086). */
  sessionHttps: '__Host-antk',
  userType: 'x-fm-ut',
  userId: 'x-fm-ui',
  deviceId: 'x-fm-di',
  /** Server-only (httpOnly) cookies: the referral until sign-up, an email link's outcome for one page, email clicks reported this browser session. */
  referral: '__ref',
  emailLinkFlash: '__el',
  emailReported: '__er',
  /** The DMCA notice this browser just sent (server-only): /manage/dmca_form/success confirms only that one. */
  dmcaReceipt: '__dr',
} as const;

/** Identity headers of spec sections 6-7. */
export const IDENTITY_HEADERS = [
  'x-fm-ui',
  'x-fm-ut',
  'x-fm-platform',
  'x-fm-platform-ui',
  'x-fm-platform-role',
  'x-fm-timezone',
  'x-fm-di',
  'x-user-role',
  'x-user-type',
] as const;

/** x-user-type: 3 for an anonymous visitor or guest, 0 for a logged-in user. */
export const USER_TYPE = { loggedIn: 0, anonymous: 3 } as const;
/** The platform mode: the product's default code, or chatter (which hides Live). */
export const PLATFORM = { default: 'fanstage', chatter: 'chatter' } as const;

/** Paths the server answers itself (not pages of the app): links to them load the document. */
export const SERVER_PATH_PREFIXES = ['/login/oauth/start', '/api/'] as const;

/** Spec section 9: the push device is reported again every 3,000,000 ms. */
export const PUSH_DEVICE_REPORT_MS = 3_000_000;
