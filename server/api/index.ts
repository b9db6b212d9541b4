/**
 * The REST API's table: every endpoint under /api (the spec's fapi/core/... and /api/auth/...
 * calls, the uploads, the development outbox). pipeline.ts serves it (ADR 080).
 */
import { accountEndpoints } from './account';
import { appReportEndpoints } from './app-reports';
import { authEndpoints } from './auth';
import { callEndpoints } from './calls';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { creatorEndpoints } from './creators';
import { devEndpoints } from './dev';
import type { Endpoint } from './endpoint';
import { identityEndpoints } from './identity';
import { liveEndpoints } from './live';
import { locationEndpoints } from './locations';
import { massEndpoints } from './mass';
import { mediaEndpoints } from './media';
import { moderationEndpoints } from './moderation';
import { membershipEndpoints } from './memberships';
import { moneyEndpoints } from './money';
import { notificationEndpoints } from './notifications';
import { payoutEndpoints } from './payouts';
import { portraitEndpoints } from './portraits';
import { coverEndpoints } from './covers';
import { postEndpoints } from './posts';
import { referralEndpoints } from './referrals';
import { systemEndpoints } from './system';
import { toyEndpoints } from './toys';

/**
 * The table, by name. A name is its path without the leading "/core/" (or "/") and the trailing
 * "/", slashes as dots ('/core/chat/send/' -> 'chat.send'); common/api-names.ts holds the rule
 * and its two tie-breaks, scripts/api-routes.ts writes the browser's copy of the table.
 */
export const endpoints = {
  ...systemEndpoints,
  ...appReportEndpoints,
  ...authEndpoints,
  ...identityEndpoints,
  ...referralEndpoints,
  ...chatEndpoints,
  ...callEndpoints,
  ...liveEndpoints,
  ...toyEndpoints,
  ...moneyEndpoints,
  ...payoutEndpoints,
  ...membershipEndpoints,
  ...accountEndpoints,
  ...mediaEndpoints,
  ...portraitEndpoints,
  ...coverEndpoints,
  ...massEndpoints,
  ...contentEndpoints,
  ...postEndpoints,
  ...notificationEndpoints,
  ...locationEndpoints,
  ...creatorEndpoints,
  ...moderationEndpoints,
  ...devEndpoints,
} satisfies Record<string, Endpoint>;

/** The table's type, for the typed browser client (app/lib/api). */
export type ApiEndpoints = typeof endpoints;
/** The table as a list, for the pipeline and the tests that call every endpoint. */
export const endpointList: Endpoint[] = Object.values(endpoints);
