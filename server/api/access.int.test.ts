/**
 * Every endpoint of the table, called as a visitor without a session, as an anonymous visitor's
 * account, as a signed-up fan and as a creator, answers what its declared access promises
 * (server/api/access.ts, ADR 080). Each call carries an input the endpoint's schema accepts, so a
 * check the domain makes by itself (an endpoint declared too loosely) shows here too.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_AGREEMENT_VERSION } from '../../common/creators';
import { ERRORS } from '../../common/errors';
import { MASS_AUDIENCES } from '../../common/mass';
import { EMAIL_CATEGORIES } from '../../common/notifications';
import { signRequest } from '../../common/sign';
import { fakeIp, startIdentityServer } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { staffMembers, users } from '../db/schema';
import { createSession } from '../domain/sessions';
import type { Access } from './access';
import { DOCUMENTED } from './access-documented';
import { endpointList as endpoints } from '.';

let t: TestServer & { dataDir: string };
/** A creator the calls name as the other party (chat peer, tip recipient, profile). */
let peer: { userId: number; userName: string };

type Who = 'nobody' | 'visitor' | 'fan' | 'creator' | 'staff';
let made = 0;

/** A user with a session, made in the database (sign-up through the API is tested elsewhere). */
async function sessionOf(who: Exclude<Who, 'nobody'>): Promise<{ token: string; userId: number; userName: string }> {
  const userName = `access_${who}_${++made}`;
  const [user] = await t.server.database.db
    .insert(users)
    .values({ userName, nickname: who, isAnonymous: who === 'visitor', userRole: who === 'creator' ? 1 : 0 })
    .returning();
  // A staff member is a signed-up fan with a staff role (ADR 090).
  if (who === 'staff') await t.server.database.db.insert(staffMembers).values({ userId: user!.id, role: 'moderator' });
  const { token } = await createSession(t.server.database.db, user!.id);
  return { token, userId: user!.id, userName };
}

const key = () => `access-${randomBytes(6).toString('hex')}`;
const unknownId = 987_654;

/** An input each endpoint's schema accepts (checked below), naming `peer` where a counterpart is needed. */
function sampleInput(path: string, me: { userName: string }): Record<string, unknown> {
  const other = peer.userId;
  const samples: Record<string, Record<string, unknown>> = {
    '/core/auth/sessions/revoke/': { session_id: unknownId },
    '/core/user/adult_popup/check/': { target_user_id: other },
    '/core/live/start/': { title: 'Access live', ticket_price: 0 },
    '/core/live/schedule/': { title: 'Access later', ticket_price: 0, starts_at: Math.floor(Date.now() / 1000) + 3600 },
    '/core/live/cancel/': { live_id: unknownId },
    '/core/live/detail/': { live_id: unknownId },
    '/core/live/of_user/': { user_id: other },
    '/core/live/ticket/': { live_id: unknownId, idem_key: key() },
    '/core/live/price/': { live_id: unknownId, ticket_price: 5 },
    '/core/live/kick/': { live_id: unknownId, user_id: other },
    '/core/live/grant/': { live_id: unknownId, user_id: other },
    '/core/live/mute_chat/': { live_id: unknownId, muted: true },
    '/core/live/end/': { live_id: unknownId },
    '/core/live/summary/': { live_id: unknownId },
    '/core/live/viewers/': { live_id: unknownId },
    '/core/live/gifters/': { live_id: unknownId },
    // GET reads the backlog (text is ignored), POST sends a line.
    '/core/live/chat/': { live_id: unknownId, text: 'hello' },
    '/core/live/gift/': { live_id: unknownId, gift_id: 1, idem_key: key() },
    '/core/live/tip/': { live_id: unknownId, coins: 5, idem_key: key() },
    '/core/share/do_live_share/': { live_id: unknownId },
    '/core/auth/user_name/check/': { user_name: 'free_name_42' },
    '/core/notify/email/event/report/': { template: 'welcome', payload: {}, event_type: 2 },
    '/core/chat/send/': { to_user_id: other, client_id: key(), body: 'hello' },
    '/core/chat/open/': { user_id: other },
    '/core/chat/history/': { conversation_id: unknownId },
    '/core/chat/read/': { conversation_id: unknownId },
    '/core/chat/mute/': { conversation_id: unknownId, mute: true },
    '/core/chat/unlock/': { message_id: unknownId, idem_key: key() },
    '/core/chat/settings/save/': { price: 0, free_messages: 0 },
    '/core/call/setting/save/': { enabled: true, price_per_minute: 10, min_time: 2, hours: null },
    '/core/toy/setting/save/': { enabled: true, levels: [{ coins: 5, strength: 3, seconds: 4 }] },
    '/core/call/offer/': { user_id: other },
    '/core/call/invite/': { user_id: other, idem_key: key() },
    '/core/call/accept/': { call_id: unknownId },
    '/core/call/decline/': { call_id: unknownId },
    '/core/call/cancel/': { call_id: unknownId },
    '/core/call/connected/': { call_id: unknownId },
    '/core/call/hangup/': { call_id: unknownId },
    '/core/call/detail/': { call_id: unknownId },
    '/dev/clock/advance': { seconds: 60 },
    '/core/user/block/': { user_id: other },
    '/core/user/unblock/': { user_id: other },
    '/pay/spend_setting/save': { ask_above_coins: 10 },
    '/pay/coins/buy': { coins: 10, idem_key: key() },
    '/pay/cards/add': { payment_method: 'pm_sandbox_visa_4242_1240_ok' },
    '/pay/cards/remove': { card_id: unknownId },
    '/pay/tip': { creator_id: other, coins: 1, idem_key: key() },
    '/pay/gift': { creator_id: other, gift_id: 1, idem_key: key() },
    '/pay/flirt': { creator_id: other, idem_key: key() },
    '/pay/payout/detail': { id: unknownId },
    '/pay/payout/method': { kind: 'paypal', email: 'payee@example.com', country: 'US' },
    '/pay/payout/method/default': { kind: 'paypal' },
    '/pay/payout/tax': { legal_name: 'Pat Payee', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' },
    '/pay/payout/request': { amount_cents: 2500, idem_key: key() },
    '/core/membership/setting/update/': { price: 5 },
    '/core/membership/info/': { creator_id: other },
    '/core/membership/join/': { creator_id: other, idem_key: key() },
    '/core/membership/disable_auto_renew/': { id: unknownId },
    '/core/membership/enable_auto_renew/': { id: unknownId },
    '/core/subs/detail/': { id: unknownId },
    '/core/media/upload/init/': { file_name: 'a.png', size: 10, type: 'image/png', content_hash: 'a'.repeat(64) },
    '/core/media/upload/chunk/': { upload_id: 'a'.repeat(32), index: 0 },
    '/core/media/upload/complete/': { upload_id: 'a'.repeat(32) },
    '/core/media/poster/set/': { media_id: unknownId, duration_ms: 1000 },
    '/core/media/vault/delete/': { media_id: unknownId },
    '/core/user/portrait/': { media_id: unknownId },
    '/core/user/cover/': { media_id: unknownId },
    '/core/mass/create/': { audience: MASS_AUDIENCES[0], body: 'hello' },
    '/core/post/detail/': { id: unknownId },
    '/core/report/create/': { target_type: 'user', target_id: other, reason: 'spam' },
    '/core/dmca/notice/': {
      claimant_name: 'Pat Claimant',
      email: 'pat@example.com',
      contact: '1 Main St',
      original_work: 'My photo',
      urls: 'https://elsewhere.example/post?id=1',
      good_faith: true,
      accurate: true,
      signature: 'Pat Claimant',
    },
    '/core/dmca/counter/': { notice_id: unknownId, statement: 'Mine', consent: true, signature: 'Pat Creator' },
    '/core/user/profile/': { user_name: peer.userName },
    '/core/user/posts/': { user_id: other },
    '/core/user/follow/': { user_id: other },
    '/core/user/unfollow/': { user_id: other },
    '/core/user/followers/': { user_id: other },
    '/core/user/following/': { user_id: other },
    '/core/user/edit_profile/': { nickname: 'Access', user_name: me.userName },
    '/core/post/event/': { post_id: unknownId },
    '/core/share/do_post_share/': { post_id: unknownId },
    '/core/post/unlock/': { post_id: unknownId, idem_key: key() },
    '/core/post/get/': { post_id: unknownId },
    '/core/post/save/': { post_id: unknownId, visibility: 0 },
    '/core/post/publish/': { post_id: unknownId, visibility: 0 },
    '/core/post/schedule/': { post_id: unknownId, visibility: 0, scheduled_at: Math.floor(Date.now() / 1000) + 3600 },
    '/core/post/delete/': { post_id: unknownId },
    '/core/notify/read/': { all: true },
    '/core/notify/email/settings/': { category: EMAIL_CATEGORIES[0], subscribed: true },
    '/core/notify/email/link/': { token: 'not-a-token' },
    '/core/notify/email/unsubscribe/': { token: 'not-a-token' },
    '/core/notify/email/resubscribe/': { token: 'not-a-token' },
    '/core/push/add_device_installation/': {
      installation_id: 'access-install',
      device_id: 'access-device',
      subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/access', keys: { p256dh: 'key', auth: 'auth' } },
    },
    '/core/push/del_device_installation/': { device_id: 'access-device' },
    '/core/user/blocked_location/add/': { country: 'FR', region: '' },
    '/core/user/blocked_location/remove/': { id: unknownId },
    '/core/user/adult_setting/save/': { blur_media: true },
    '/core/system/common_report/': { action: 'creator_verify', type: 'click_camera_icon' },
    '/core/user/open_app_report/': { open_source: 2 },
    '/core/user/report/': { user_role: 0, user_name: 'access_user' },
    '/core/creator/application/submit/': {
      legal_name: 'Pat Applicant',
      birthday: '1990-01-01',
      country: 'US',
      document_type: 'passport',
      front_media_id: unknownId,
      selfie_media_id: unknownId + 1,
      agreement_version: CREATOR_AGREEMENT_VERSION,
      accept_agreement: true,
    },
  };
  return samples[path] ?? {};
}

/** A signed call; an upload's fields go in the query and a few bytes in the body. */
async function call(ep: (typeof endpoints)[number], params: Record<string, unknown>, token?: string) {
  const path = `/api${ep.path}`;
  const signed = { ts: Math.floor(Date.now() / 1000), ...params };
  const sign = signRequest(t.config.SIGN_KEY, ep.method, path, signed);
  // The outbox answers the machine itself only: no forwarded address for it.
  const headers: Record<string, string> = { ...(token ? { Cookie: `__antk=${token}` } : {}), ...(ep.loopbackOnly ? {} : { 'X-Forwarded-For': fakeIp() }) };
  let res: Response;
  if (ep.method === 'POST') {
    res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...signed, sign }),
    });
  } else {
    const query = new URLSearchParams(Object.entries({ ...signed, sign }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const body = ep.method === 'PUT' ? Buffer.from('a few bytes') : undefined;
    res = await fetch(`${t.url}${path}?${query}`, { method: ep.method, headers: { ...headers, 'Content-Type': 'application/octet-stream' }, body });
  }
  const answer = (await res.json()) as { result: string; error?: { code: number } };
  return { status: res.status, code: answer.error?.code ?? 0 };
}

beforeAll(async () => {
  t = await startIdentityServer();
  peer = await sessionOf('creator');
});
afterAll(() => t?.close());

const AUTH_REQUIRED = [ERRORS.AUTH_REQUIRED.status, ERRORS.AUTH_REQUIRED.code];
/** Every "only creators" answer an endpoint may declare: none may reach a caller its access admits. */
const refusals = new Set<number>(endpoints.filter((ep) => ep.access === 'creator').map((ep) => ERRORS[ep.refusal ?? 'FORBIDDEN'].code));
const admitted = (who: Who, access: Access) =>
  access === 'staff'
    ? who === 'staff'
    : access === 'public' || (who !== 'nobody' && (access === 'session' || (who !== 'visitor' && (access === 'signedUp' || who === 'creator'))));

it('every endpoint declares the access documented above', () => {
  const declared = Object.fromEntries(endpoints.map((ep) => [`${ep.method} ${ep.path}`, ep.access]));
  const documented = Object.fromEntries(Object.entries(DOCUMENTED).flatMap(([access, list]) => list.map((ep) => [ep, access])));
  expect(declared).toEqual(documented);
});

describe('every endpoint answers each kind of caller as its access says', () => {
  for (const ep of endpoints) {
    it(`${ep.method} ${ep.path} (${ep.access})`, async () => {
      for (const who of ['nobody', 'visitor', 'fan', 'creator', 'staff'] as const) {
        const me = who === 'nobody' ? { token: undefined, userName: `access_nobody_${++made}` } : await sessionOf(who);
        const input = sampleInput(ep.path, me);
        expect(ep.input.safeParse(input).success, `a valid sample input for ${ep.path}`).toBe(true);
        const { status, code } = await call(ep, input, me.token);
        const said = `${who}: ${status} ${code}`;
        expect(status, said).toBeLessThan(500);
        if (admitted(who, ep.access)) {
          expect(code, said).not.toBe(ERRORS.AUTH_REQUIRED.code);
          expect(refusals.has(code), said).toBe(false);
        } else if (ep.access === 'staff') {
          // Staff endpoints do not exist for anyone else.
          expect([status, code], said).toEqual([ERRORS.NOT_FOUND.status, ERRORS.NOT_FOUND.code]);
        } else if ((who === 'fan' || who === 'staff') && ep.access === 'creator') {
          const refusal = ERRORS[ep.refusal ?? 'FORBIDDEN'];
          expect([status, code], said).toEqual([refusal.status, refusal.code]);
        } else {
          expect([status, code], said).toEqual(AUTH_REQUIRED);
        }
      }
    });
  }
});
