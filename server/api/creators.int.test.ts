/**
 * The host application (issue 19, ADR 091): applying with private identity photos, the states
 * (verification, approved, not approved with a reason, withdrawn) and their transitions, the
 * staff decisions with their audit entries, user_role 1 at once (user_info_change), the
 * documents never served but to their owner and (audited) to staff, and the retention job.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_AGREEMENT_VERSION, CREATOR_TEXTS, documentPath } from '../../common/creators';
import { ERRORS } from '../../common/errors';
import { IDENTITY_TEXTS } from '../../common/identity';
import { type UploadPurpose, ownMediaPath, postMediaPath, variantOf } from '../../common/media';
import { contentHashOfBytes } from '../../common/media-hash';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { hostApplications, media, staffAuditLog, staffMembers, users } from '../db/schema';

type Person = { token: string; userId: number };
let t: TestServer & { dataDir: string };
let staff: Person;
const db = () => t.server.database.db;
let n = 0;

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0', MEMBERSHIP_RENEWAL_INTERVAL_MS: '0' });
  staff = await signUp(t, 'apps_staff');
  await db().insert(staffMembers).values({ userId: staff.userId, role: 'moderator' });
});
afterAll(() => t?.close());

const api = async (method: 'GET' | 'POST', token: string | undefined, path: string, params: Record<string, unknown> = {}) =>
  json(await t.call(method, `/api${path}`, params, withToken(token)));

/** A generated photo uploaded through the API for `purpose`. */
async function photo(person: Person, purpose: string = 'verification'): Promise<number> {
  const colour = ++n;
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: (colour * 37) % 256, g: (colour * 11) % 256, b: 40 } } })
    .png()
    .toBuffer();
  const media = t.server.services.media;
  const init = await media.initUpload(person.userId, {
    fileName: 'id.png',
    size: bytes.length,
    declaredType: 'image/png',
    contentHash: await contentHashOfBytes(new Uint8Array(bytes)),
    purpose: purpose as UploadPurpose,
  });
  if ('media_id' in init && init.media_id) return init.media_id as number;
  const uploadId = (init as { upload_id: string }).upload_id;
  await media.putChunk(person.userId, uploadId, 0, new Uint8Array(bytes));
  return (await media.completeUpload(person.userId, uploadId)).media_id;
}

async function application(person: Person, overrides: Record<string, unknown> = {}) {
  return {
    legal_name: 'Pat Applicant',
    birthday: '1990-05-17',
    country: 'GB',
    document_type: 'id_card',
    front_media_id: await photo(person),
    back_media_id: await photo(person),
    selfie_media_id: await photo(person),
    agreement_version: CREATOR_AGREEMENT_VERSION,
    accept_agreement: true,
    ...overrides,
  };
}

const submit = (person: Person, input: Record<string, unknown>) => api('POST', person.token, '/core/creator/application/submit/', input);
const stateOf = async (person: Person) => (await api('GET', person.token, '/core/creator/application/')).body.data.application;
const roleOf = async (userId: number) => (await db().select({ role: users.userRole }).from(users).where(eq(users.id, userId)))[0]!.role;
const audit = (action: string, applicationId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.subjectId, applicationId)));

describe('applying', () => {
  it('refuses under-18s with the spec text, a missing back side, and an unaccepted agreement', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    const underAge = await submit(fan, await application(fan, { birthday: young.toISOString().slice(0, 10) }));
    expect(underAge.status).toBe(400);
    expect(JSON.stringify(underAge.body)).toContain(IDENTITY_TEXTS.underAge);

    const noBack = await submit(fan, await application(fan, { back_media_id: undefined }));
    expect(noBack.status).toBe(400);
    expect(JSON.stringify(noBack.body)).toContain(CREATOR_TEXTS.backMissing);

    const noAgreement = await submit(fan, await application(fan, { accept_agreement: false }));
    expect(noAgreement.status).toBe(400);
    expect(JSON.stringify(noAgreement.body)).toContain(CREATOR_TEXTS.agreementRequired);
    expect(await stateOf(fan)).toBeNull();
  });

  it('refuses photos that are not the applicant’s own verification uploads', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    const other = await signUp(t, `apps_fan_${++n}`);
    const someoneElses = await submit(fan, await application(fan, { selfie_media_id: await photo(other) }));
    expect(someoneElses.body.error?.code).toBe(ERRORS.APPLICATION_DOCUMENT_INVALID.code);
    const chatPhoto = await submit(fan, await application(fan, { front_media_id: await photo(fan, 'chat') }));
    expect(chatPhoto.body.error?.code).toBe(ERRORS.APPLICATION_DOCUMENT_INVALID.code);
    expect(await db().select().from(hostApplications).where(eq(hostApplications.userId, fan.userId))).toHaveLength(0);
  });

  it('keeps the documents private: the owner only, never a post’s or message’s URL, not the vault', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    const other = await signUp(t, `apps_fan_${++n}`);
    const id = await photo(fan);
    const url = variantOf(ownMediaPath(id), 320, 0);
    expect((await fetch(`${t.url}${url}`, withToken(fan.token))).status).toBe(200);
    expect((await fetch(`${t.url}${url}`, withToken(other.token))).status).toBe(404);
    expect((await fetch(`${t.url}${url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${variantOf(postMediaPath(1, id), 320, 0)}`, withToken(fan.token))).status).toBe(404);
    expect((await fetch(`${t.url}${documentPath(1, 'front')}`, withToken(fan.token))).status).toBe(404);
    const vault = await api('GET', fan.token, '/core/media/vault/list/');
    expect(vault.body.data.list.map((m: { media_id: number }) => m.media_id)).not.toContain(id);
    // Not usable as a portrait (nor, by the same rule, in a post or a message).
    const portrait = await api('POST', fan.token, '/core/user/portrait/', { media_id: id });
    expect(portrait.status).toBeGreaterThanOrEqual(400);
    expect(portrait.status).toBeLessThan(500);
  });
});

describe('deciding', () => {
  it('refusal needs a reason; the fan reads it, re-applies, is approved, becomes role 1 at once', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    const first = await submit(fan, await application(fan));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.application.state).toBe('verification');
    const appId = first.body.data.application.application_id as number;
    expect((await submit(fan, await application(fan))).body.error?.code).toBe(ERRORS.APPLICATION_OPEN.code);

    // Staff see the documents through the console route only, each view audited.
    const doc = await fetch(`${t.url}${documentPath(appId, 'front')}`, withToken(staff.token));
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('image/webp');
    expect(doc.headers.get('cache-control')).toBe('no-store');
    await fetch(`${t.url}${documentPath(appId, 'selfie')}`, withToken(staff.token));
    expect(await audit('document.view', appId)).toHaveLength(2);

    await expect(t.server.services.creators.refuse(staff.userId, appId, '   ')).rejects.toMatchObject({ code: ERRORS.APPLICATION_REASON_REQUIRED.code });
    await t.server.services.creators.refuse(staff.userId, appId, 'The selfie does not show the ID.');
    expect(await stateOf(fan)).toMatchObject({ state: 'not_approved', reason: 'The selfie does not show the ID.' });
    expect((await audit('application.refuse', appId))[0]).toMatchObject({ staffUserId: staff.userId, reason: 'The selfie does not show the ID.' });
    await expect(t.server.services.creators.approve(staff.userId, appId)).rejects.toMatchObject({ code: ERRORS.APPLICATION_NOT_OPEN.code });
    expect(await roleOf(fan.userId)).toBe(0);
    const mail = await t.server.services.mailer.latest(5);
    expect(mail.some((m) => m.subject.includes('not approved') && m.text.includes('The selfie does not show the ID.'))).toBe(true);

    const again = await submit(fan, await application(fan));
    expect(again.status).toBe(200);
    const secondId = again.body.data.application.application_id as number;

    const socket = connect(t.url, { auth: { token: fan.token }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const changed = new Promise<{ user_id: number }>((resolve) => socket.once('user_info_change', resolve));
    await t.server.services.creators.approve(staff.userId, secondId);
    expect(await changed).toMatchObject({ user_id: fan.userId });
    socket.close();
    expect(await roleOf(fan.userId)).toBe(1);
    expect(await stateOf(fan)).toMatchObject({ state: 'approved' });
    expect(await audit('application.approve', secondId)).toHaveLength(1);
    // The same session is a creator now: a creator-only endpoint answers.
    expect((await api('GET', fan.token, '/core/post/drafts/')).status).toBe(200);
    expect((await submit(fan, await application(fan))).body.error?.code).toBe(ERRORS.ALREADY_CREATOR.code);
  });

  it('withdrawing ends the review; withdrawing twice is refused', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    await submit(fan, await application(fan));
    expect((await api('POST', fan.token, '/core/creator/application/withdraw/')).body.data.application.state).toBe('withdrawn');
    expect((await api('POST', fan.token, '/core/creator/application/withdraw/')).body.error?.code).toBe(ERRORS.APPLICATION_NOT_OPEN.code);
  });
});

describe('retention', () => {
  it('deletes the documents of refused applications after the period, keeps those under review', async () => {
    const refused = await signUp(t, `apps_fan_${++n}`);
    const pending = await signUp(t, `apps_fan_${++n}`);
    const input = await application(refused);
    const appId = (await submit(refused, input)).body.data.application.application_id as number;
    await t.server.services.creators.refuse(staff.userId, appId, 'Blurred photo.');
    const kept = await application(pending);
    await submit(pending, kept);

    const creators = t.server.services.creators;
    expect(await creators.purgeExpiredDocuments(90)).toBe(0);
    const later = new Date(Date.now() + 91 * 24 * 60 * 60 * 1000);
    expect(await creators.purgeExpiredDocuments(90, later)).toBeGreaterThanOrEqual(3);
    const ids = [input.front_media_id, input.back_media_id, input.selfie_media_id] as number[];
    for (const id of ids) expect(await db().select().from(media).where(eq(media.id, id))).toHaveLength(0);
    const [row] = await db().select().from(hostApplications).where(eq(hostApplications.id, appId));
    expect(row).toMatchObject({ frontMediaId: null, backMediaId: null, selfieMediaId: null });
    expect(row!.documentsDeletedAt).not.toBeNull();
    expect(
      await db()
        .select()
        .from(media)
        .where(eq(media.id, kept.front_media_id as number)),
    ).toHaveLength(1);
  });
});

describe('common_report', () => {
  it('takes creator_verify and refuses a malformed action with a 4xx', async () => {
    const fan = await signUp(t, `apps_fan_${++n}`);
    expect((await api('POST', fan.token, '/core/system/common_report/', { action: 'creator_verify', type: 'click_camera_icon' })).status).toBe(200);
    const bad = await api('POST', fan.token, '/core/system/common_report/', { action: 'Not A Name' });
    expect(bad.status).toBe(400);
  });
});
