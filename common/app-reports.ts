/**
 * The installable app's reports (spec sections 3, 4 and 7, issue 24, ADR 111): how the app was
 * opened (open_app_report, common_report's user_open_mode), what the client shows of its user
 * (user/report, on start and every 60 s), and the daily counts staff read. No zod here: the shell
 * imports these rules, the server's input schemas are in app-reports-schemas.ts (ADR 105).
 */
/** open_source / open_mode: 1 the installed app (standalone display mode), 2 a browser tab. */
export const OPEN_SOURCE = { standalone: 1, browser: 2 } as const;
/** device_platform of user_open_mode: 1 desktop, 2 mobile. */
export const DEVICE_PLATFORM = { desktop: 1, mobile: 2 } as const;

/** user/report is sent on start and every 60 s (spec section 7). */
export const USER_REPORT_MS = 60_000;
/**
 * The three report calls of one user together: a tab's first page load sends three, user/report one a minute.
 * Room for a user opening more than a tab a second (several devices, quick reloads in new tabs; 120 refused
 * the e2e route walk, 45 new tabs a minute): it keeps the tables bounded, not legitimate opens out.
 */
export const APP_REPORT_LIMIT = { name: 'app-report:user:1m', max: 300, windowSeconds: 60 } as const;
/** A dismissed install guide stays away this long (remembered by the server and the browser). */
export const INSTALL_DISMISS_DAYS = 30;
/** How many days the staff console's counts go back. */
export const APP_USAGE_DAYS = 14;

/** One day of the staff console's counts (UTC days, newest first). */
export interface AppUsageDay {
  day: string;
  /** Users whose first open of the installed app was that day. */
  installs: number;
  /** open_app_report calls by open_source. */
  opensStandalone: number;
  opensBrowser: number;
  /** user_open_mode reports by device_platform. */
  opensDesktop: number;
  opensMobile: number;
  /** Users who sent user/report that day. */
  activeUsers: number;
}
