/**
 * Endpoints are declared as data (method, path, who may call, input schema, handler) so
 * the router, the tests that feed bad input to every endpoint, and the docs read one list.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db';
import type { ChatService } from '../domain/chat';
import type { IdentityService } from '../domain/identity';
import type { FeedService } from '../domain/content/feed';
import type { MassService } from '../domain/mass';
import type { MediaService } from '../domain/media';
import type { PostService } from '../domain/content/posts';
import type { PostScheduler } from '../domain/content/scheduler';
import type { PortraitService } from '../domain/media/portraits';
import type { AccessFacts } from '../domain/content/views';
import type { MembershipService } from '../domain/money/memberships';
import type { NotificationService } from '../domain/notifications';
import type { EmailNotificationService } from '../domain/notifications/email';
import type { PushService } from '../domain/push';
import type { MoneyService } from '../domain/money/service';
import type { PublicProfile } from '../domain/profiles';
import type { PayoutOverview, PayoutView } from '../../common/payouts';
import type { SystemSettings, UnreadCounters } from '../domain/system';
import { AppError } from '../domain/errors';
import type { RequestContext } from './context';

export interface Services {
  db: Database;
  config: Config;
  /** Build version reported by /v.json. */
  version: () => string;
  /** Domain services bound to this database, for Remix loaders (which must not import server code). */
  system: {
    settings: () => Promise<SystemSettings>;
    unreadCounters: (userId: number) => Promise<UnreadCounters>;
    nowSeconds: () => number;
  };
  profiles: {
    byUserName: (userName: string) => Promise<PublicProfile | null>;
  };
  /**
   * Sign-up, log-in, sessions, the adult popup (domain/identity). For the root loader:
   * `refreshIfNeeded(token)` gives `{ token, expiresAt }` to set as the new cookie when the
   * session ends within 2 days, or null.
   */
  identity: IdentityService;
  /** Conversations and messages (domain/chat). */
  chat: ChatService;
  /** Uploads and stored media (domain/media). */
  media: MediaService;
  /** A creator's posts: drafts, publishing, scheduling (domain/content/posts). */
  posts: PostService;
  /** Publishes due scheduled posts; its job runs from server/app.ts. */
  postScheduler: PostScheduler;
  /** Users' portraits: public images (domain/media/portraits). */
  portraits: PortraitService;
  /** The feed, posts as readers see them, profiles and follows (domain/content/feed). */
  feed: FeedService;
  /** Mass messages (domain/mass); its job runs from server/app.ts. */
  mass: MassService;
  /** Creator payouts (domain/money/payouts), for the /pay/payout loaders; creators only (403 otherwise). */
  payouts: {
    overview: (userId: number) => Promise<PayoutOverview>;
    payout: (userId: number, payoutId: number) => Promise<PayoutView>;
    /** One run of the payout job (tests and the e2e flow); the server also runs it every PAYOUT_JOB_INTERVAL_MS. */
    runOnce: () => Promise<number>;
  };
  /** Memberships (domain/money/memberships.ts): lists and details for the /subs pages. */
  memberships: MembershipService;
  /** Who may see a post's media: membership and unlock facts for loadPostViews (domain/content/views.ts). */
  accessFacts: AccessFacts;
  /** Notifications: notify (store, TN, realtime_notify or push), list, read, user_info_change (domain/notifications). */
  notifications: NotificationService;
  /** Email notification settings and the signed unsubscribe links (domain/notifications/email). */
  email: EmailNotificationService;
  /** Web push devices and sending (domain/push). */
  push: PushService;
  /** Wallet, statement, saved cards, the payment provider (domain/money). */
  money: MoneyService;
  /** Referral links and email-link tracking (domain/referrals). */
  referrals: {
    /** The signed-up user whose /ref/{code} this is, or null. */
    referrerByCode: (code: string) => Promise<number | null>;
    reportEmailEvent: (event: { template: string; userId: number | null; eventType: number; payload: Record<string, unknown> }) => Promise<void>;
  };
}

export interface HandlerArgs<I> {
  input: I;
  ctx: RequestContext;
  services: Services;
  /** Node's request and response: the API is served without Express (ADR 078). */
  req: IncomingMessage;
  res: ServerResponse;
}

export interface Endpoint<S extends z.ZodType = z.ZodType, R = unknown> {
  method: 'GET' | 'POST';
  /** Path under /api, e.g. "/core/system/init/". */
  path: string;
  /** public: anyone; user: a session is required (1001 otherwise). */
  auth: 'public' | 'user';
  /**
   * The handler checks the session token in its own first statement (`ctx.uncheckedToken`; the
   * chat send, ADR 076): the request skips the lookup, so its common case is one round trip.
   */
  checksSession?: true;
  /** system/fetch is how a client learns the server clock, so its ts may be off (the sign is still checked). */
  anyTimestamp?: boolean;
  input: S;
  /** Its answer's type is the client's (app/lib/api: `api().call(name, input)`). */
  handler: (args: HandlerArgs<z.infer<S>>) => Promise<R> | R;
}

export function endpoint<S extends z.ZodType, R>(definition: Endpoint<S, R>): Endpoint<S, R> {
  return definition;
}

/** An input without fields (anything else sent is ignored). */
export const noInput = z.object({});

/** "field: problem" for the first issue, so the message names what is wrong. */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'The request is not valid.' };
  const field = issue.path.map(String).join('.');
  return field ? { message: `${field}: ${issue.message}`, field } : { message: issue.message };
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error);
    throw new AppError('BAD_REQUEST', message, { field });
  }
  return parsed.data;
}
