/**
 * One HTTP server: Express hosting the REST API, the Remix handler (Vite middleware in
 * development, the built app in production) and socket.io. index.ts starts it; tests
 * start it too, on a fresh database.
 */
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiFallback, createApi, sendError, toAppError } from './api';
import { contextMiddleware } from './api/context';
import { identityRoutes } from './api/identity-routes';
import { mediaRoutes } from './api/media';
import { portraitRoutes } from './api/portraits';
import type { Services } from './api/endpoint';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { canViewChatMedia, createChatService } from './domain/chat';
import { createFeedService } from './domain/content/feed';
import type { AccessFacts } from './domain/content/views';
import { chatDelivery, createMassService } from './domain/mass';
import { startJob } from './jobs';
import { hasSpentOn, hasUnlocked, unlockedAmong } from './domain/money';
import { createMembershipService, isMember, membersOf } from './domain/money/memberships';
import { getPayout, payoutOverview, processPayouts } from './domain/money/payouts';
import { sandboxRail } from './domain/money/rails';
import { runOnce as runRenewals } from './domain/money/renewals';
import { spendersOf } from './domain/money/spend-levels';
import { postMediaAccess } from './domain/content/media-access';
import { createPostService } from './domain/content/posts';
import { createPostScheduler } from './domain/content/scheduler';
import { createMoneyService } from './domain/money/service';
import { createIdentityService } from './domain/identity';
import { createMediaService } from './domain/media';
import { createPortraitService } from './domain/media/portraits';
import { ffmpegTools } from './domain/media/video';
import { loadIdentitySecret } from './domain/identity/secrets';
import { createNotificationService } from './domain/notifications';
import { createChatNotices } from './domain/notifications/chat';
import { createEmailNotificationService } from './domain/notifications/email';
import { createPushService, loadVapidKeys } from './domain/push';
import { findProfile } from './domain/profiles';
import { recordEmailEvent, referrerByCode } from './domain/referrals';
import { getSettings, getUnreadCounters, serverTimeSeconds } from './domain/system';
import { createMailer } from './mail';
import { attachRealtime, sessionRoom, userRoom } from './realtime';
import { createLoadContext } from './remix-context';
import { createStorage } from './storage/select';
import { seedDemo } from './demo/seed';
import type { EmitToUser } from '../common/realtime';

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_DIR = path.join(ROOT_DIR, 'build');

/** none: API only (integration tests); build: the production build; dev: Vite middleware. */
export type RemixMode = 'none' | 'build' | 'dev';

export interface AppServer {
  httpServer: HttpServer;
  io: Awaited<ReturnType<typeof attachRealtime>>['io'];
  database: DatabaseHandle;
  services: Services;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then closes everything. */
  close(): Promise<void>;
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function contentSecurityPolicy(config: Config, mode: RemixMode) {
  const dev = mode === 'dev';
  const connect = ["'self'", 'ws:', 'wss:', ...(config.API_ORIGIN ? [config.API_ORIGIN] : [])];
  return helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      // Remix's inline hydration scripts carry the per-request nonce; Vite's dev client needs eval.
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`, ...(dev ? ["'unsafe-eval'", "'unsafe-inline'"] : [])],
      // Framer Motion animates through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(config.GIFT_ANIMATION_BASE_URL ? [new URL(config.GIFT_ANIMATION_BASE_URL).origin] : [])],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: connect,
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  });
}

async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(BUILD_DIR, 'server', 'index.js');
  if (!fs.existsSync(file)) throw new Error(`No build at ${file}: run "npm run build" first (npm start does it for you).`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export async function createAppServer(config: Config, options: { remix: RemixMode; database?: DatabaseHandle }): Promise<AppServer> {
  const database =
    options.database ?? (await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir }));
  let version = config.APP_VERSION ?? process.env.npm_package_version ?? 'dev';
  const mailer = createMailer(config);
  // socket.io starts after the routes exist; "signout" reaches it through this late binding.
  const late: { realtime?: Awaited<ReturnType<typeof attachRealtime>> } = {};
  const identity = createIdentityService({
    db: database.db,
    config,
    mailer,
    signout: (sessionId) => void late.realtime?.io.to(sessionRoom(sessionId)).emit('signout', {}),
  });
  const emitTo: EmitToUser = (userId, event, payload) => void late.realtime?.io.to(userRoom(userId)).emit(event, ...([payload] as never));
  // fetchSockets asks every process (through the Redis adapter when there are several).
  const isOnline = async (userId: number) => ((await late.realtime?.io.in(userRoom(userId)).fetchSockets())?.length ?? 0) > 0;
  const push = createPushService({
    db: database.db,
    vapid: await loadVapidKeys(database.db),
    subject: config.VAPID_SUBJECT,
    extraOrigins: config.PUSH_ENDPOINT_ORIGINS,
  });
  let secret: Promise<string> | undefined;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const email = createEmailNotificationService({
    db: database.db,
    mailer,
    secret: () => (secret ??= loadIdentitySecret(database.db, config.AUTH_SECRET)),
    publicUrl,
  });
  const notifications = createNotificationService({
    db: database.db,
    emit: emitTo,
    isOnline,
    push,
    mail: (userId, category, message) => email.send(userId, category, message),
  });
  const storage = createStorage(config);
  const limits = { maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES, maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES };
  // The living demo (ADR 043) on a database this start-up opened itself (tests pass theirs).
  if (config.seedDemo && !options.database) {
    const started = performance.now();
    // The demo is a nicety: if it fails (nothing is kept, it is one transaction), the server still starts and the next start tries again.
    const seeded = await seedDemo({ db: database.db, storage, limits, force: config.SEED_DEMO === true }).catch((error: unknown) => {
      console.error('[demo] seeding the demo failed; starting without it:', error);
      return { seeded: false } as const;
    });
    if (seeded.seeded) {
      console.log(
        `[demo] ${seeded.creators} demo creators, ${seeded.fans} demo fans and ${seeded.posts} posts added in ${((performance.now() - started) / 1000).toFixed(1)} s` +
          ` (SEED_DEMO=0 turns this off; README: "The living demo" tells how to sign in as one)`,
      );
    }
  }
  // Who may see a post (domain/content/access.ts) rests on these facts: members (memberships) and buyers (money).
  const accessFacts: AccessFacts = {
    isMember: (viewerId, creatorId) => isMember(database.db, viewerId, creatorId),
    hasUnlocked: (viewerId, postId) => hasUnlocked(database.db, viewerId, postId),
    unlockedAmong: (viewerId, postIds) => unlockedAmong(database.db, viewerId, postIds),
  };
  const postMedia = postMediaAccess(database.db, accessFacts);
  const media = createMediaService({
    db: database.db,
    storage,
    limits,
    video: ffmpegTools(),
    chatAccess: (mediaId, viewerId) => canViewChatMedia(database.db, mediaId, viewerId),
    postAccess: (mediaId, viewerId) => postMedia.canView(mediaId, viewerId),
    inPostedPost: (mediaId) => postMedia.inPostedPost(mediaId),
  });
  // Banners (type 10), offline push and email for messages; types 5 and 8 after paid sends and unlocks (ADR 072).
  const chatNotices = createChatNotices({
    db: database.db,
    notifications,
    isOnline,
    push,
    mail: (userId, category, message) => email.send(userId, category, message),
    publicUrl,
  });
  const chat = chatNotices.wrap(
    createChatService({
      db: database.db,
      deliver: (userId, message) => {
        emitTo(userId, 'chat_message', message);
        // The recipient (not the sender's own echo, not a muted chat): a banner, or a push and an email when offline.
        void chatNotices.delivered(userId, message);
      },
      hasSpent: (from, to) => hasSpentOn(database.db, from, to),
      // Members write without the allowance (spec section 6).
      isMember: (fanId, creatorId) => isMember(database.db, fanId, creatorId),
      money: config,
    }),
  );
  const services: Services = {
    db: database.db,
    config,
    version: () => version,
    system: {
      settings: () => getSettings(database.db),
      unreadCounters: (userId) => getUnreadCounters(database.db, userId),
      nowSeconds: () => serverTimeSeconds(),
    },
    profiles: { byUserName: (userName) => findProfile(database.db, userName) },
    identity,
    chat,
    feed: createFeedService({ db: database.db, facts: accessFacts, money: config }),
    mass: createMassService({
      db: database.db,
      deliver: chatDelivery(database.db, chat),
      members: (reader, creatorId) => membersOf(reader, creatorId),
      spenders: (reader, creatorId, dollars) => spendersOf(reader, config.COIN_PRICE_CENTS, creatorId, dollars),
    }),
    media,
    posts: createPostService({ db: database.db, facts: accessFacts }),
    postScheduler: createPostScheduler({ db: database.db }),
    portraits: createPortraitService({
      db: database.db,
      media,
      // Spec section 7: the user's other tabs and devices learn the new picture.
      onChange: (info) => void late.realtime?.io.to(userRoom(info.user_id)).emit('user_info_change', info),
    }),
    payouts: {
      overview: (userId) => payoutOverview(database.db, config, userId),
      payout: (userId, payoutId) => getPayout(database.db, userId, payoutId),
      runOnce: () => processPayouts(database.db, sandboxRail),
    },
    memberships: createMembershipService(database.db, config),
    accessFacts,
    notifications,
    email,
    push,
    money: createMoneyService({ db: database.db, config }),
    referrals: {
      referrerByCode: (code) => referrerByCode(database.db, code),
      reportEmailEvent: (event) => recordEmailEvent(database.db, event),
    },
  };

  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Same-origin by default; HSTS only makes sense behind HTTPS.
    strictTransportSecurity: config.TRUST_PROXY ? undefined : false,
  });
  const compress = compression();
  /**
   * API answers are JSON, never a document: a fixed policy that allows nothing (OWASP's REST
   * advice) instead of the page policy and its nonce, and never stored by a browser or a proxy
   * (they are one user's). POST answers are short acknowledgements, not worth compressing; GET
   * lists are. Every chat send takes this path (ADR 072).
   */
  const apiHeaders = (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    securityHeaders(req, res, () => {
      res.setHeader('Content-Security-Policy', API_POLICY);
      res.setHeader('Cache-Control', 'no-store');
      if (req.method === 'GET') compress(req as express.Request, res as express.Response, next);
      else next();
    });
  const serveApi = createApi(services, { db: database.db, headers: apiHeaders });

  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  const pagePolicy = contentSecurityPolicy(config, options.remix);
  app.use((req, res, next) => {
    if (req.path.startsWith('/api/')) return apiHeaders(req, res, next);
    securityHeaders(req, res, () => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      pagePolicy(req, res, (error?: unknown) => (error ? next(error) : compress(req, res, next)));
    });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await database.ping();
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: database.kind });
    } catch (error) {
      res.status(503).json({ status: 'error', database: database.kind, message: (error as Error).message });
    }
  });
  app.get('/v.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ version: services.version() });
  });

  app.use(contextMiddleware(database.db, config.TRUST_PROXY));
  app.use(identityRoutes(services, mailer));
  app.use(mediaRoutes(services));
  app.use(portraitRoutes(services));
  app.use('/api', apiFallback());

  let vite: import('vite').ViteDevServer | undefined;
  if (options.remix === 'dev') {
    const { createServer } = await import('vite');
    vite = await createServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
  } else if (options.remix === 'build') {
    // Fingerprinted assets are cached for a year; everything else briefly.
    app.use('/assets', express.static(path.join(BUILD_DIR, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(path.join(BUILD_DIR, 'client'), { maxAge: '1h', index: false }));
  }

  if (options.remix !== 'none') {
    const build =
      options.remix === 'dev'
        ? () => vite!.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
        : await loadBuild();
    if (typeof build !== 'function') version = config.APP_VERSION ?? build.assets.version;
    app.all(
      '*',
      createRequestHandler({
        build,
        mode: options.remix === 'dev' ? 'development' : 'production',
        getLoadContext: (req, res) => createLoadContext(req, res, services),
      }),
    );
  }

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (res.headersSent) return;
    sendError(res, toAppError(error));
  };
  app.use(onError);

  // The API's endpoints first, then Express for everything else (ADR 078).
  const httpServer = createHttpServer((req, res) => serveApi(req, res) || app(req, res));
  const realtime = await attachRealtime(httpServer, { db: database.db, redisUrl: config.REDIS_URL });
  late.realtime = realtime;
  const jobs = [
    startJob('mass-messages', config.MASS_JOB_INTERVAL_MS, () => services.mass.runOnce()),
    startJob('payouts', config.PAYOUT_JOB_INTERVAL_MS, () => processPayouts(database.db, sandboxRail)),
    startJob('scheduled-posts', config.POST_SCHEDULER_INTERVAL_MS, () => services.postScheduler.runOnce()),
    // Membership renewals (ADR 053): rows are claimed with SKIP LOCKED, so every process may run it.
    // PrePaymentFailed / PaymentFailed go through notify(): TN, realtime_notify or a push, and the payments email.
    startJob('membership-renewals', config.MEMBERSHIP_RENEWAL_INTERVAL_MS, () =>
      runRenewals({ db: database.db, config, notify: (userId, input) => notifications.notify(userId, input) }),
    ),
  ];

  let closing: Promise<void> | undefined;
  return {
    httpServer,
    io: realtime.io,
    database,
    services,
    close() {
      closing ??= (async () => {
        const force = setTimeout(() => httpServer.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
        force.unref();
        await Promise.all(jobs.map((job) => job.stop()));
        await realtime.close(); // closes the HTTP server too, waiting for requests in flight
        mailer.close();
        clearTimeout(force);
        await vite?.close();
        await database.close();
      })();
      return closing;
    },
  };
}
