/**
 * The REST API's table: every endpoint under /api (the spec's fapi/core/... and /api/auth/...
 * calls, the uploads, the development outbox). pipeline.ts serves it (ADR 080).
 */
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { devEndpoints } from './dev';
import type { Endpoint } from './endpoint';
import { identityEndpoints } from './identity';
import { massEndpoints } from './mass';
import { mediaEndpoints } from './media';
import { membershipEndpoints } from './memberships';
import { moneyEndpoints } from './money';
import { notificationEndpoints } from './notifications';
import { payoutEndpoints } from './payouts';
import { portraitEndpoints } from './portraits';
import { postEndpoints } from './posts';
import { referralEndpoints } from './referrals';
import { systemEndpoints } from './system';

export const endpoints: Endpoint[] = [
  ...systemEndpoints,
  ...authEndpoints,
  ...identityEndpoints,
  ...referralEndpoints,
  ...chatEndpoints,
  ...moneyEndpoints,
  ...payoutEndpoints,
  ...membershipEndpoints,
  ...accountEndpoints,
  ...mediaEndpoints,
  ...portraitEndpoints,
  ...massEndpoints,
  ...contentEndpoints,
  ...postEndpoints,
  ...notificationEndpoints,
  ...devEndpoints,
];
