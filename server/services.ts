/**
 * The composition root: every domain service, built once per server on one database and bound
 * to each other here (ADR 080). server/app.ts builds the HTTP stack on top; the API's handlers
 * and Remix's loaders receive these `Services`.
 */
import path from 'node:path';
import { createClient } from 'redis';
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import { createChatService, messageMediaGrant } from './domain/chat';
import { createFeedService } from './domain/content/feed';
import { getAdultSettings, saveAdultSettings } from './domain/adult-settings';
import { feedUseCases } from './domain/content/use-cases';
import { bindUseCases, type Policies } from './domain/use-case';
import { createLocationService } from './domain/locations/rules';
import { createCreatorService } from './domain/creators';
import { postMediaAccess } from './domain/content/media-access';
import { createPostService } from './domain/content/posts';
import { createPostScheduler } from './domain/content/scheduler';
import type { AccessFacts } from './domain/content/views';
import { createIdentityService } from './domain/identity';
import { databaseLimitStore, pruneLimits, redisLimitStore, type LimitStore } from './domain/limits';
import { loadIdentitySecret } from './domain/identity/secrets';
import { chatDelivery, createMassService } from './domain/mass';
import { createMediaService } from './domain/media';
import { mediaUseCases } from './domain/media/use-cases';
import { createPortraitService } from './domain/media/portraits';
import { createCoverService } from './domain/media/covers';
import { ffmpegTools } from './domain/media/video';
import { hasSpentOn, hasUnlocked, unlockedAmong } from './domain/money';
import { createMembershipService, isMember, membersOf } from './domain/money/memberships';
import { createPayoutService, processPayouts, rejectPayout } from './domain/money/payouts';
import { heldPayouts, releasePayout } from './domain/money/payout-hold';
import * as standingModule from './domain/standing';
import { sandboxRail } from './domain/money/rails';
import { runOnce as runRenewals } from './domain/money/renewals';
import { createMoneyService } from './domain/money/service';
import { spendUseCases } from './domain/money/use-cases';
import { spendersOf } from './domain/money/spend-levels';
import { createNotificationService } from './domain/notifications';
import { createChatNotices } from './domain/chat/notices';
import { chatUseCases } from './domain/chat/use-cases';
import { createEmailNotificationService } from './domain/notifications/email';
import { findProfile } from './domain/profiles';
import { createPushService, loadVapidKeys } from './domain/push';
import { recordEmailEvent, referrerByCode } from './domain/referrals';
import { getSettings, getUnreadCounters, serverTimeSeconds } from './domain/system';
import { seedDemoLogged } from './demo/seed';
import { backfillNameSkeletons } from './domain/identity/name-skeleton';
import { startJob, type JobHandle } from './jobs';
import { createMailer } from './mail';
import { presentMembers, sessionRoom, userOnline, userRoom, type attachRealtime } from './realtime';
import { createStorage } from './storage/select';
import { log } from './log';
import * as staffModule from './domain/staff';
import * as appReportsModule from './domain/app-reports';
import { createModerationService } from './domain/moderation';
import { bindDeps } from './domain/bind';
import type { EmitToUser } from '../common/realtime';
import { createRoomServices } from './services-rooms';

/** The socket.io server the services emit to. */
export type RealtimeIo = Awaited<ReturnType<typeof attachRealtime>>['io'];

/** The services and their lifecycle: what createServices builds (ADR 080); the types follow the bound modules. */
export type ServiceRoot = Awaited<ReturnType<typeof createServices>>;
/** Every domain service, as handlers and loaders receive them. */
export type Services = ServiceRoot['services'];

/** Rate limits are counted in Redis when there is one (every process shares it), else in the database (ADR 086). */
async function limitStore(config: Config, database: DatabaseHandle): Promise<{ store: LimitStore; close: () => void }> {
  if (!config.REDIS_URL) return { store: databaseLimitStore(database.db), close: () => undefined };
  const client = createClient({ url: config.REDIS_URL });
  client.on('error', (error: unknown) => log.error({ err: error }, 'redis (rate limits)'));
  await client.connect();
  return { store: redisLimitStore(client), close: () => void client.quit().catch(() => undefined) };
}

/** Builds every service on `database`; `seedDemo`: this start-up opened the database itself (tests pass theirs). */
export async function createServices(config: Config, database: DatabaseHandle, options: { seedDemo: boolean }) {
  let version = config.APP_VERSION ?? process.env.npm_package_version ?? 'dev';
  const mailer = createMailer(config);
  // socket.io starts after the HTTP server exists; the services reach it through this late binding.
  const late: { realtime?: { io: RealtimeIo } } = {};
  const rateLimits = await limitStore(config, database);
  const identity = createIdentityService({
    db: database.db,
    config,
    mailer,
    limits: rateLimits.store,
    signout: (sessionId) => void late.realtime?.io.to(sessionRoom(sessionId)).emit('signout', {}),
  });
  const emitTo: EmitToUser = (userId, event, payload) => void late.realtime?.io.to(userRoom(userId)).emit(event, ...([payload] as never));
  // A socket on this process answers at once; otherwise every process is asked (the Redis adapter).
  const isOnline = async (userId: number) => (late.realtime ? userOnline(late.realtime.io, userId) : false);
  const presentIn = (callId: number) => (late.realtime ? presentMembers(late.realtime.io, callId) : Promise.reject(new Error('socket.io is not attached yet')));
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
  const limits = {
    maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES,
    maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
    fanMaxImageBytes: config.MEDIA_FAN_MAX_IMAGE_BYTES,
    fanMaxVideoBytes: config.MEDIA_FAN_MAX_VIDEO_BYTES,
    creatorQuotaBytes: config.MEDIA_QUOTA_CREATOR_BYTES,
    fanQuotaBytes: config.MEDIA_QUOTA_FAN_BYTES,
  };
  // A completing upload is joined here, then renamed into DATA_DIR/media (the same disk) or sent to S3 (ADR 084).
  const spoolDir = path.join(config.dataDir, 'tmp', 'uploads');
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
    spoolDir,
    video: ffmpegTools(),
    // A media URL names the post or message it came from; those contexts' rules decide (ADR 088).
    postMedia: (postId, mediaId, viewerId) => postMedia.grant(postId, mediaId, viewerId),
    messageMedia: (messageId, mediaId, viewerId) => messageMediaGrant(database.db, messageId, mediaId, viewerId),
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
  const chat = createChatService({
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
  });
  const standingDeps: standingModule.StandingDeps = {
    db: database.db,
    // Every socket of the user, whichever session opened it; then they are closed (ADR 094).
    signoutUser: (userId) => {
      const io = late.realtime?.io;
      if (!io) return;
      io.to(userRoom(userId)).emit('signout', {});
      setTimeout(() => io.in(userRoom(userId)).disconnectSockets(true), 1000).unref();
    },
  };
  const locations = createLocationService({ db: database.db });
  void locations.warm().catch((error: unknown) => log.error({ err: error }, 'loading the IP database'));
  // The use-case boundary's policies (domain/use-case.ts): every visitor-facing operation is bound with them.
  const policies: Policies = { fence: (subject, actor) => locations.fence(subject, actor), hiddenAmong: (ids, actor) => locations.hiddenAmong(ids, actor) };
  const feedDeps = { db: database.db, facts: accessFacts, money: config };
  const portraits = createPortraitService({
    db: database.db,
    media,
    // Spec section 7: the user's other tabs and devices learn the new picture.
    onChange: (info) => void late.realtime?.io.to(userRoom(info.user_id)).emit('user_info_change', info),
  });
  const covers = createCoverService({ db: database.db, media });
  const isPublicImage = async (mediaId: number) => (await portraits.isPortrait(mediaId)) || (await covers.isCover(mediaId));
  const services = {
    db: database.db,
    config,
    /** The mail sender (SMTP, or the outbox a development machine reads at GET /api/dev/outbox). */
    mailer,
    /** Where rate limits are counted (domain/limits): Redis when REDIS_URL is set, else the database. */
    limits: rateLimits.store,
    /** Build version reported by /v.json. */
    version: () => version,
    /** Domain services bound to this database, for Remix loaders (which must not import server code). */
    system: { ...bindDeps({ settings: getSettings, unreadCounters: getUnreadCounters }, database.db), nowSeconds: serverTimeSeconds },
    profiles: bindDeps({ byUserName: findProfile }, database.db),
    /**
     * Sign-up, log-in, sessions, the adult popup (domain/identity). For the root loader:
     * `refreshIfNeeded(token, session?)` gives `{ token, expiresAt }` to set as the new cookie when the
     * session ends within 2 days, or null (given the request's session, it does not look it up again).
     */
    identity,
    /** Conversations and messages (domain/chat). */
    chat: { ...chat, ...bindUseCases(chatUseCases, { chat, notices: chatNotices }, policies) },
    /** The feed, posts as readers see them, profiles and follows (domain/content/feed), behind the blocked-location rule. */
    feed: { ...createFeedService(feedDeps), ...bindUseCases(feedUseCases, feedDeps, policies) },
    /** Creators' blocked locations and the rule that hides them (domain/locations, ADR 093). */
    locations,
    /** /setting/adult_setting: the adult popup and blurring explicit media (domain/adult-settings.ts). */
    adult: bindDeps({ get: getAdultSettings, save: saveAdultSettings }, database.db),
    /** Mass messages (domain/mass); its job runs from startJobs. */
    mass: createMassService({
      db: database.db,
      deliver: chatDelivery(database.db, chat),
      members: (reader, creatorId) => membersOf(reader, creatorId),
      spenders: (reader, creatorId, dollars) => spendersOf(reader, config.COIN_PRICE_CENTS, creatorId, dollars),
    }),
    /** Uploads and stored media (domain/media). */
    media: { ...media, ...bindUseCases(mediaUseCases, { media, isPublicImage }, policies) },
    /** A creator's posts: drafts, publishing, scheduling (domain/content/posts). */
    posts: createPostService({ db: database.db, facts: accessFacts }),
    /** Publishes due scheduled posts; its job runs from startJobs. */
    postScheduler: createPostScheduler({ db: database.db }),
    /** Users' portraits: public images (domain/media/portraits). */
    portraits,
    /** Profiles' cover images: public images (domain/media/covers, ADR 097). */
    covers,
    /** Creator payouts: overview, methods, tax settings, requests, the job (domain/money/payouts); creators only (403 otherwise). */
    payouts: createPayoutService(database.db, config),
    /** Memberships (domain/money/memberships.ts): lists and details for the /subs pages. */
    memberships: createMembershipService(database.db, config),
    /** Who may see a post's media: membership and unlock facts for loadPostViews (domain/content/views.ts). */
    accessFacts,
    /** Notifications: notify (store, TN, realtime_notify or push), list, read, user_info_change (domain/notifications). */
    notifications,
    /** Email notification settings and the signed unsubscribe links (domain/notifications/email). */
    email,
    /** Web push devices and sending (domain/push). */
    push,
    /** Wallet, statement, saved cards, the payment provider; tips, gifts, flirts and joining memberships (domain/money). */
    money: {
      ...createMoneyService({ db: database.db, config, balanceChanged: (userId) => notifications.emitUserInfoChange(userId) }),
      ...bindUseCases(spendUseCases, { db: database.db, money: config, notifications }, policies),
    },
    /** Staff roles and the append-only audit log (domain/staff, ADR 090). */
    staff: bindDeps(staffModule, database.db),
    /** Suspend, ban, restore and the users' list for staff (domain/standing, ADR 094). */
    standing: bindDeps(standingModule, standingDeps),
    /** Payouts held for staff review (domain/money/payout-hold, ADR 094). */
    payoutReview: bindDeps({ held: heldPayouts, release: releasePayout, reject: rejectPayout }, database.db),
    /** Host applications: applying, staff decisions, the documents' retention (domain/creators, ADR 091). */
    creators: createCreatorService({
      db: database.db,
      mailer,
      publicUrl,
      notify: (userId, input) => notifications.notify(userId, input),
      emitUserInfoChange: (userId) => notifications.emitUserInfoChange(userId),
      removeMedia: (ownerId, mediaId) => media.remove(ownerId, mediaId),
    }),
    /** Reports, hidden content, DMCA notices (domain/moderation, ADR 092). */
    moderation: createModerationService({
      db: database.db,
      limits: rateLimits.store,
      notify: (userId, input) => notifications.notify(userId, input),
      mail: (to, subject, text) => mailer.send({ to, subject, text }).catch((error: unknown) => log.warn({ err: error }, 'moderation mail failed')),
      siteHosts: [new URL(publicUrl).host],
    }),
    /** The installable app's reports and their daily counts (domain/app-reports, ADR 111). */
    appReports: bindDeps(appReportsModule, { db: database.db, limits: config.RATE_LIMITS ? rateLimits.store : null }),
    /** Referral links and email-link tracking (domain/referrals). */
    referrals: bindDeps({ referrerByCode, reportEmailEvent: recordEmailEvent }, database.db),
    ...createRoomServices({ db: database.db, config, emit: emitTo, push, notifications, locations, policies, presentInCall: (id) => presentIn(id) }),
  };

  return {
    services,
    /** socket.io, once the HTTP server exists: until then the services emit nothing. */
    connect: (io: RealtimeIo) => {
      late.realtime = { io };
    },
    /** The version /v.json reports, once the built app is loaded. */
    setVersion: (v: string) => {
      version = v;
    },
    /** The periodic jobs: mass messages, payouts, scheduled posts, membership renewals. */
    startJobs: (): JobHandle[] => [
      startJob('mass-messages', config.MASS_JOB_INTERVAL_MS, () => services.mass.runOnce()),
      startJob('payouts', config.PAYOUT_JOB_INTERVAL_MS, () => processPayouts(database.db, sandboxRail)),
      // Rate-limit slots in the database (ADR 086): every API call writes one, so old ones go every minute.
      startJob('rate-limit-prune', 60_000, () => pruneLimits(database.db)),
      startJob('scheduled-posts', config.POST_SCHEDULER_INTERVAL_MS, () => services.postScheduler.runOnce()),
      // Ring timeouts, each connected call's minutes, abandoned calls (ADR 099); safe on every process.
      startJob('calls', config.CALL_JOB_INTERVAL_MS, () => services.calls.runOnce()),
      // "Starts in 3 minutes" notices and creators' grace periods (ADR 102); safe on every process.
      startJob('lives', config.LIVE_JOB_INTERVAL_MS, () => services.lives.tick()),
      // Unfinished uploads idle for UPLOAD_TTL_MS go with their chunks (ADR 084).
      startJob('upload-expiry', config.UPLOAD_EXPIRY_INTERVAL_MS, () => media.expireUploads(config.UPLOAD_TTL_MS)),
      // Identity documents of refused or withdrawn host applications (ADR 091, /data-retention-policy).
      startJob('verification-retention', config.VERIFICATION_RETENTION_INTERVAL_MS, () =>
        services.creators.purgeExpiredDocuments(config.VERIFICATION_RETENTION_DAYS),
      ),
      // Membership renewals (ADR 053): rows are claimed with SKIP LOCKED, so every process may run it.
      // PrePaymentFailed / PaymentFailed go through notify(): TN, realtime_notify or a push, and the payments email.
      startJob('membership-renewals', config.MEMBERSHIP_RENEWAL_INTERVAL_MS, () =>
        runRenewals({ db: database.db, config, notify: (userId, input) => notifications.notify(userId, input) }),
      ),
    ],
    /** The living demo (ADR 043) when this start-up opened a new database itself; never rejects (ADR 110). */
    seedDemo: async () => {
      if (config.seedDemo && options.seedDemo) await seedDemoLogged({ db: database.db, storage, limits, money: config, force: config.SEED_DEMO === true });
      // Names from before ADR 135 get their look-alike keys (only a start-up that opened its own database).
      if (options.seedDemo) await backfillNameSkeletons(database.db);
    },
    close: () => {
      mailer.close();
      rateLimits.close();
    },
  };
}
