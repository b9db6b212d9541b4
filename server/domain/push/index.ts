/**
 * Web push (issue 7 item 6, ADR 072): VAPID keys made on first start and kept in server_secrets,
 * one PushSubscription per device (push_devices), pushes encrypted as RFC 8291 aes128gcm with the
 * `web-push` package and sent with fetch. A subscription the push service calls gone (404/410)
 * is removed. Push endpoints are third parties: only known push services (and the origins of
 * PUSH_ENDPOINT_ORIGINS) are accepted, so a subscription cannot make the server call anything else.
 */
import { log } from '../../log';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db';
import { pushDevices, serverSecrets } from '../../db/schema';
import { bindDeps } from '../bind';
import { AppError } from '../errors';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair: made by the first process to start, then read by every process and restart. */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: 'vapid', value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
  return JSON.parse(row.value) as VapidKeys;
}

/** Hosts of the browsers' push services (Chrome, Firefox, Edge, Safari). */
const KNOWN_PUSH_HOSTS = [/(^|\.)googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)notify\.windows\.com$/, /(^|\.)push\.apple\.com$/];

export function allowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && !url.username && !url.password && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

const base64urlBytes = (value: string) => Buffer.from(value, 'base64url').length;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushPayload {
  title: string;
  body?: string;
  /** Opened when the notification is clicked. */
  link?: string | null;
  /** Notifications with one tag replace each other on the device. */
  tag?: string;
}

export interface PushOptions {
  db: Database;
  vapid: VapidKeys;
  /** VAPID subject: a mailto: or https: contact of the operator. */
  subject: string;
  extraOrigins?: readonly string[];
  /** How long the push service keeps an undelivered push (seconds). */
  ttlSeconds?: number;
  fetch?: typeof fetch;
}

/** PushOptions with the defaults filled in. */
export type PushDeps = Required<PushOptions>;

/** Records (or moves to this user, or refreshes) the subscription of a device. */
export async function addDevice(
  { db, extraOrigins }: PushDeps,
  userId: number,
  input: { installation_id: string; device_id: string; subscription: PushSubscriptionInput },
) {
  const { subscription } = input;
  if (!allowedEndpoint(subscription.endpoint, extraOrigins)) {
    throw new AppError('PUSH_SUBSCRIPTION_INVALID', 'subscription.endpoint: not a push service address.', { field: 'subscription.endpoint' });
  }
  if (base64urlBytes(subscription.keys.p256dh) !== 65) {
    throw new AppError('PUSH_SUBSCRIPTION_INVALID', 'subscription.keys.p256dh: must be a P-256 public key.', { field: 'subscription.keys.p256dh' });
  }
  if (base64urlBytes(subscription.keys.auth) !== 16) {
    throw new AppError('PUSH_SUBSCRIPTION_INVALID', 'subscription.keys.auth: must be 16 bytes.', { field: 'subscription.keys.auth' });
  }
  const values = {
    userId,
    deviceId: input.device_id,
    installationId: input.installation_id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    updatedAt: new Date(),
  };
  await db.insert(pushDevices).values(values).onConflictDoUpdate({ target: pushDevices.deviceId, set: values });
}

/** Forgets a device of this user (logout); another user's device is left alone. */
export async function removeDevice({ db }: PushDeps, userId: number, deviceId: string): Promise<boolean> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.deviceId, deviceId)))
    .returning({ id: pushDevices.id });
  return removed.length > 0;
}

/** Sends a push to every device of the user; returns how many went out and how many were gone. */
export async function sendToUser(
  { db, vapid, subject, ttlSeconds, fetch: doFetch }: PushDeps,
  userId: number,
  payload: PushPayload,
): Promise<{ sent: number; removed: number; failed: number }> {
  const devices = await db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
  const result = { sent: 0, removed: 0, failed: 0 };
  await Promise.all(
    devices.map(async (device) => {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
        );
        const response = await doFetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body as Buffer),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) {
          await db.delete(pushDevices).where(and(eq(pushDevices.id, device.id), eq(pushDevices.endpoint, device.endpoint)));
          result.removed++;
        } else if (response.ok) result.sent++;
        else result.failed++;
      } catch (error) {
        result.failed++;
        log.warn({ err: error, deviceId: device.id }, 'web push to a device failed');
      }
    }),
  );
  return result;
}

export const pushFunctions = { addDevice, removeDevice, sendToUser };

export function createPushService({ extraOrigins = [], ttlSeconds = 86_400, fetch: doFetch = fetch, ...rest }: PushOptions) {
  const deps: PushDeps = { extraOrigins, ttlSeconds, fetch: doFetch, ...rest };
  return { publicKey: deps.vapid.publicKey, ...bindDeps(pushFunctions, deps) };
}

export type PushService = ReturnType<typeof createPushService>;
