/**
 * The malformed-input test over every field (issue 18, ADR 087), next to api.int.test.ts's
 * malformed bodies: each endpoint's input schema is walked (test/schema-fields.ts), so a new field
 * is covered without being listed. Every text field, in the body or the query, refuses NUL, a
 * direction override and (one-line fields) a line break with a 400, never a 500; a field under the
 * text rule answers TEXT_NOT_ALLOWED naming itself. Every number is a JSON integer in a body and
 * plain digits in a query string.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { signRequest } from '../../common/sign';
import { fakeIp, startIdentityServer, withToken } from '../../test/identity';
import { fieldName, inputWith, schemaFields, type SchemaField } from '../../test/schema-fields';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { createSession } from '../domain/sessions';
import type { Endpoint } from './endpoint';
import { endpointList } from '.';

/** The fields where a line break is text (documented: any other text field is one line). */
const MULTI_LINE = [
  'POST /core/chat/send/ body',
  'POST /core/mass/create/ body',
  'POST /core/user/edit_profile/ bio',
  'POST /core/user/report/ bio',
  'POST /core/notify/email/event/report/ payload',
  'POST /core/report/create/ text',
  'POST /core/dmca/notice/ contact',
  'POST /core/dmca/notice/ original_work',
  'POST /core/dmca/notice/ urls',
  'POST /core/dmca/counter/ statement',
].concat(['save', 'publish', 'schedule'].map((a) => `POST /core/post/${a}/ caption`));
/** Fields a handler ignores whatever they hold (nothing is stored or compared). */
const IGNORED = ['POST /auth/refresh user_info'];

let t: TestServer & { dataDir: string };
/** A creator: every access level admits one, so each call reaches its input. */
let token: string;

beforeAll(async () => {
  t = await startIdentityServer();
  const [user] = await t.server.database.db
    .insert(users)
    .values({ userName: 'text_rule_creator', nickname: 'Texts', isAnonymous: false, userRole: 1 })
    .returning();
  ({ token } = await createSession(t.server.database.db, user!.id));
});
afterAll(() => t?.close());

/** A signed call with `params` in the JSON body (POST) or the query (GET; PUT with a few bytes as its body). */
async function call(ep: Endpoint, params: Record<string, unknown>) {
  const path = `/api${ep.path}`;
  if (ep.method === 'POST') return fetch(`${t.url}${path}`, post(path, params));
  const signed = { ts: Math.floor(Date.now() / 1000), ...params };
  const sign = signRequest(t.config.SIGN_KEY, ep.method, path, signed);
  const query = new URLSearchParams(Object.entries({ ...signed, sign }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const body = ep.method === 'PUT' ? Buffer.from('a few bytes') : undefined;
  return fetch(`${t.url}${path}?${query}`, { method: ep.method, headers: { ...withToken(token).headers, 'Content-Type': 'application/octet-stream' }, body });
}
function post(path: string, params: Record<string, unknown>): RequestInit {
  const signed = { ts: Math.floor(Date.now() / 1000), ...params };
  const sign = signRequest(t.config.SIGN_KEY, 'POST', path, signed);
  return { method: 'POST', headers: { ...withToken(token, fakeIp()).headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...signed, sign }) };
}

const endpoints = endpointList.filter((ep) => !ep.loopbackOnly);
const fieldsOf = (ep: Endpoint) => schemaFields(ep.input).filter((f) => !IGNORED.includes(`${ep.method} ${ep.path} ${fieldName(f)}`));

it('the walk finds the fields the issue named', () => {
  const found = new Set(endpoints.flatMap((ep) => fieldsOf(ep).map((f) => `${ep.path} ${fieldName(f)}`)));
  for (const field of [
    '/core/chat/send/ body',
    '/core/user/edit_profile/ bio',
    '/core/user/edit_profile/ nickname',
    '/core/user/edit_profile/ user_name',
    '/core/post/save/ caption',
    '/core/media/upload/init/ file_name',
    '/pay/payout/tax legal_name',
    '/core/user/list/ query',
    '/core/user/profile/ user_name',
    '/pay/payout/method account_name',
    '/core/push/add_device_installation/ subscription.keys.auth',
  ]) {
    expect(found, field).toContain(field);
  }
});

describe('every text field of every endpoint refuses control, direction and (one-line) line-break characters with a 400', () => {
  for (const ep of endpoints) {
    const texts = fieldsOf(ep).filter((f) => f.kind === 'string' || f.kind === 'unknown');
    if (texts.length === 0) continue;
    it(`${ep.method} ${ep.path}`, async () => {
      for (const field of texts) {
        const multiLine = MULTI_LINE.includes(`${ep.method} ${ep.path} ${fieldName(field)}`);
        for (const value of ['a\u0000b', 'abc\u202egnp.exe', ...(multiLine ? [] : ['a\nb', 'a\r\nb'])]) {
          const said = `${fieldName(field)} = ${JSON.stringify(value)}`;
          const res = await call(ep, inputWith(field, value));
          const body = (await res.json()) as { error?: { code: number; field?: string; message: string } };
          expect(res.status, `${said}: ${JSON.stringify(body)}`).toBe(400);
          // A field that takes free text says the text rule refused it, by name; pattern fields (ids, keys, codes) refuse it by their pattern.
          if (field.kind === 'string' && field.schema.safeParse('Hello there').success) {
            expect(body.error, said).toMatchObject({ code: ERRORS.TEXT_NOT_ALLOWED.code, field: fieldName(field) });
            expect(body.error!.message, said).toMatch(new RegExp(`^${fieldName(field)}: `));
          }
        }
      }
    });
  }

  it('every string field of every endpoint is under the text rule or a pattern that refuses these characters', () => {
    for (const ep of endpoints) {
      for (const field of fieldsOf(ep).filter((f) => f.kind === 'string')) {
        for (const value of ['a\u0000b', 'a\u202eb']) expect(field.schema.safeParse(value).success, `${ep.path} ${fieldName(field)}`).toBe(false);
      }
    }
  });

  it('multi-line fields keep their line breaks (CRLF stored as LF)', async () => {
    const ep = endpointList.find((e) => e.path === '/core/user/edit_profile/')!;
    const res = await call(ep, { nickname: 'Texts', user_name: 'text_rule_creator', bio: 'one\r\ntwo\n\tthree' });
    expect(res.status).toBe(200);
    const profile = await (
      await call(
        endpointList.find((e) => e.path === '/core/user/profile/')!,
        { user_name: 'text_rule_creator' },
      )
    ).json();
    expect(profile.data.profile.bio).toBe('one\ntwo\n\tthree');
  });
});

it('the pages that read a name or a query from their address (/@name, /user/list?query) apply the same rule', async () => {
  const { feed } = t.server.services;
  await expect(feed.creators({ userId: null, ip: '127.0.0.1' }, { query: 'a\u0000b' })).rejects.toMatchObject({
    code: ERRORS.TEXT_NOT_ALLOWED.code,
    field: 'query',
  });
  await expect(feed.profile({ userId: null, ip: '127.0.0.1' }, { userName: 'text_rule\u0000creator' })).rejects.toMatchObject({
    code: ERRORS.PROFILE_NOT_FOUND.code,
  });
  await expect(feed.profile({ userId: null, ip: '127.0.0.1' }, { userName: '\u202etext_rule_creator' })).rejects.toMatchObject({
    code: ERRORS.PROFILE_NOT_FOUND.code,
  });
});

describe('numbers are JSON integers in a body and plain digits in a query', () => {
  const numbers = endpoints.flatMap((ep) =>
    fieldsOf(ep)
      .filter((f) => f.kind === 'number')
      .map((f) => [ep, f] as [Endpoint, SchemaField]),
  );

  it('a body refuses a numeric string, a hex string, a boolean, an array and a fraction', () => {
    for (const [ep, field] of numbers.filter(([ep]) => ep.method === 'POST')) {
      for (const value of ['16', '0x10', true, [5], 1.5]) {
        expect(field.schema.safeParse(value).success, `${ep.path} ${fieldName(field)} = ${JSON.stringify(value)}`).toBe(false);
      }
    }
  });

  it('a query reads digits, and nothing looser', () => {
    for (const [ep, field] of numbers.filter(([ep]) => ep.method !== 'POST')) {
      const said = `${ep.path} ${fieldName(field)}`;
      expect(field.schema.safeParse('1').success, said).toBe(true);
      for (const value of ['0x1', '1e0', ' 1', '+1', '1.0', 'true']) expect(field.schema.safeParse(value).success, `${said} = ${value}`).toBe(false);
    }
  });

  it('over HTTP, a loose number is a 400 naming the field, never read as a number', async () => {
    const tip = endpointList.find((e) => e.path === '/pay/tip')!;
    for (const coins of ['0x10', true, [5], '16']) {
      const res = await call(tip, { creator_id: 1, coins, idem_key: `loose-${Math.random()}` });
      const body = await res.json();
      expect(res.status).toBe(400);
      expect(body.error.field).toBe('coins');
    }
    const history = endpointList.find((e) => e.path === '/core/chat/history/')!;
    for (const conversation_id of ['0x10', '1e3', '-5']) {
      const body = await (await call(history, { conversation_id })).json();
      expect(body.error.field).toBe('conversation_id');
    }
  });
});
