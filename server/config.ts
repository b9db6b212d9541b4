/**
 * Configuration, read once from the environment and validated with zod. A bad value
 * stops start-up with a message naming the variable (see formatConfigError).
 */
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { PRODUCT_NAME } from '../common/brand';
import { VERIFICATION_RETENTION_DAYS_DEFAULT } from '../common/creators';
import { DEFAULT_GIFT_ANIMATION_BASE } from '../common/gifts';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

/** A whole number of at least `min` (0 usually meaning "off"), with a default. */
const count = (fallback: number, max = 1_000_000, min = 0) => z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto we believe: addresses, CIDRs or
 * proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated; empty or 0: none.
 * The old `1` (any peer) is refused: it let every client choose its own address.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim();
    if (['', '0', 'false', 'no', 'off'].includes(text)) return [] as string[];
    if (['1', 'true', 'yes', 'on'].includes(text)) {
      ctx.addIssue({ code: 'custom', message: 'list the proxy addresses or CIDRs (e.g. "loopback" or "10.0.0.0/8"); "1" would trust any peer' });
      return z.NEVER;
    }
    const list = text
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
    return list;
  });

/** A comma-separated list of ICE server URLs with one of the given schemes. */
const iceUrls = (scheme: RegExp, names: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(scheme, `each URL must start with ${names}`)
          .regex(/^[^\s]+$/, 'no spaces inside a URL'),
      ),
    );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Where the browser sends API calls (the spec's "fapi" host); defaults to the app's own origin. */
  API_ORIGIN: optionalUrl,
  /** The public key of the request signature (spec section 7); it ships to the browser. */
  SIGN_KEY: z.string().min(8).default('fanstage-request-signature'),
  /** Turn the ts/sign check off, e.g. for a load test. */
  REQUIRE_SIGNATURE: flag(true),
  APP_NAME: z.string().min(1).default(PRODUCT_NAME),
  /** Build version reported by /v.json; defaults to the build's own id. */
  APP_VERSION: z.string().optional(),
  TRUST_PROXY: trustedProxies,
  LOG_REQUESTS: flag(false),
  // External targets of static pages; when unset, our own page is shown.
  BLOG_URL: optionalUrl,
  PODCAST_URL: optionalUrl,
  ABOUT_URL: optionalUrl,
  CREATORS_URL: optionalUrl,
  PRESS_URL: optionalUrl,
  REVENUE_URL: optionalUrl,
  CONCIERGE_URL: optionalUrl,
  // Social links of the wide-screen side panel.
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  /** Secret for code hashes, sign-up tickets and the OIDC state cookie; unset: a random one kept in the database. */
  AUTH_SECRET: optionalText.pipe(z.string().min(16).optional()),
  /** `0` turns every rate limit off, the sign-in ones and the API's (load tests). */
  RATE_LIMITS: flag(true),
  // --- sessions, sign-in and request limits (issue 18, ADR 086); 0 turns a limit off ---
  /** A session ends this many days after its sign-in, however often it is refreshed. */
  SESSION_MAX_LIFETIME_DAYS: count(90, 3650, 1),
  /** Wrong codes for one address within ACCOUNT_LOCK_WINDOW_MINUTES that lock its code sign-in. */
  ACCOUNT_LOCK_ATTEMPTS: count(10, 1000),
  // At most a day: the database store prunes slots older than that.
  ACCOUNT_LOCK_WINDOW_MINUTES: count(60, 1440, 1),
  /** How long a locked address cannot sign in with a code. */
  ACCOUNT_LOCK_MINUTES: count(60, 10_080, 1),
  /** API calls per sliding minute from one address (every call). */
  API_LIMIT_IP_PER_MINUTE: count(6000),
  /** API calls per sliding minute of one signed-in user (every call). */
  API_LIMIT_USER_PER_MINUTE: count(1800),
  /** Writes (POST, PUT) per sliding minute of one user, or of one address without a session. */
  API_LIMIT_WRITES_PER_MINUTE: count(600),
  /** Calls to the sign-in endpoints per sliding minute from one address. */
  API_LIMIT_SIGN_IN_PER_MINUTE: count(120),
  /** socket.io connections without a signed-up account open at once from one address (per process). */
  SOCKET_ANONYMOUS_PER_IP: count(50),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.com:587; unset: mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://')
        .optional(),
    )
    .optional(),
  /** Sender of outgoing mail. */
  SMTP_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@localhost>`),
  /** OpenID Connect ("Sign in with Google"): the issuer, e.g. https://accounts.google.com; unset turns it off. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  /** Optional: public clients use PKCE alone. */
  OIDC_CLIENT_SECRET: optionalText,
  /** Where the provider sends the browser back; default `${origin}/google_login/`. */
  OIDC_REDIRECT_URI: optionalUrl,
  /** The creator's share of what fans spend on them, in percent (the rest is the platform fee); at most 90. */
  CREATOR_SHARE_PERCENT: z.coerce.number().int().min(0).max(90).default(90),
  /** Price of one coin in cents for card purchases. */
  COIN_PRICE_CENTS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How often the membership renewal job runs, in ms; 0 turns it off in this process (ADR 053). */
  MEMBERSHIP_RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Stripe secret key: card payments go to Stripe; unset: the sandbox provider (test card numbers, README). */
  STRIPE_SECRET_KEY: optionalText,
  /** Stripe publishable key (pk_…) for Stripe.js in the browser, which turns cards into payment-method ids (ADR 089). */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** The smallest payout a creator may request, in cents (default 20 dollars). */
  PAYOUT_MIN_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(2000),
  /** A payout above this many cents waits for staff review (ADR 094); 0: no amount is held. */
  PAYOUT_REVIEW_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  /** A creator's first payout waits for staff review (ADR 094). */
  PAYOUT_REVIEW_FIRST: flag(false),
  /** How often the payout job sends requested payouts to the rail and settles them; 0 turns the job off. */
  PAYOUT_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** Where the Stripe adapter sends its calls (a test's local fake of the Stripe API). */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** Largest image upload, in bytes (default 50 MB). */
  MEDIA_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  /** Largest video upload, in bytes (default 4 GB). */
  MEDIA_MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(4 * 1024 * 1024 * 1024),
  // --- upload limits, quotas and expiry (issue 18, ADR 084) ---
  /** Largest image a fan may upload (chat attachments), in bytes (default 10 MB). */
  MEDIA_FAN_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** Largest video a fan may upload (chat attachments), in bytes (default 100 MB). */
  MEDIA_FAN_MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  /** A creator's storage: stored media plus unfinished uploads, in bytes (default 50 GB). */
  MEDIA_QUOTA_CREATOR_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(50 * 1024 * 1024 * 1024),
  /** A fan's storage, in bytes (default 1 GB). */
  MEDIA_QUOTA_FAN_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  /** An unfinished upload untouched for this long is removed with its chunks (default 24 h). */
  UPLOAD_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(30 * 86_400_000)
    .default(86_400_000),
  /** How often this process removes expired uploads (0: never; safe with several processes). */
  UPLOAD_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** Days the identity documents of a refused or withdrawn host application are kept (ADR 091). */
  VERIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(VERIFICATION_RETENTION_DAYS_DEFAULT),
  /** How often this process deletes expired identity documents (0: never). */
  VERIFICATION_RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  // --- media storage and the living demo (issue 5, ADR 043) ---
  /** An S3-compatible bucket for media; unset: the local disk under DATA_DIR/media. */
  S3_BUCKET: optionalText,
  /** The store's address, e.g. http://127.0.0.1:9000 (MinIO); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `1`: https://endpoint/bucket/key (MinIO and most self-hosted stores); `0`: https://bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: flag(false),
  /** A folder inside the bucket, e.g. "fanstage/" (lower-case letters, digits, _ . , - and "/"). */
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_.,-]+(\/[a-z0-9_.,-]+)*\/$/, 'must be a folder like "media/" (a-z, 0-9, _ . , - and ending in /)')
      .optional(),
  ),
  /** Demo creators, fans and posts on a new database: default on for the embedded database, off with DATABASE_URL. */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v))),
  /** How often the mass-message job runs (0: not in this process). */
  MASS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** How often this process runs the calls job: ring timeouts, each call's minutes, abandoned calls (0: never; ADR 099). */
  CALL_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often this process runs the lives job: "starts in 3 minutes" notices, creators' grace periods (0: never; ADR 102). */
  LIVE_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Tests only: POST /api/dev/clock/advance moves the calls and lives clock forward (from the machine itself). */
  TEST_CLOCK: flag(false),
  /** How often this process publishes due scheduled posts (0: never; ADR 041). */
  POST_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** The site's public origin, for links in emails (unsubscribe); default http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /** The media host of the gift animations (a folder URL holding rose.svg, champagne.svg...); default our own /gifts/. */
  GIFT_ANIMATION_BASE_URL: optionalUrl,
  /** VAPID contact of the operator sent to push services: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/).+/, 'must start with mailto: or https://')
    .default('mailto:no-reply@localhost'),
  /** Extra origins accepted as web push endpoints besides the browsers' push services (comma-separated; tests). */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Other sites' pages allowed to make state-changing calls and open sockets here, besides the app's own origin (comma-separated; ADR 085). */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  /** Where creators' browsers may reach the Lovense local API (CSP connect-src sources, comma-separated; ADR 103). */
  TOY_API_ORIGINS: z
    .string()
    .default('https://*.lovense.club:*')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[\w.*-]+(:(\d+|\*))?$/, 'must be a CSP source such as https://*.lovense.club:*'))),
  // --- ICE servers for video calls (issue 21, ADR 100); none set: only browsers that reach each other directly connect ---
  /** STUN servers, comma-separated, e.g. stun:stun.example.com:3478. */
  STUN_URLS: iceUrls(/^stuns?:/, 'stun: or stuns:'),
  /** TURN servers (coturn), comma-separated, e.g. turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349. */
  TURN_URLS: iceUrls(/^turns?:/, 'turn: or turns:'),
  /** coturn's static-auth-secret: browsers get time-limited credentials made from it, never the secret. */
  TURN_SECRET: optionalText.pipe(z.string().min(16).optional()),
  /** How long a TURN credential is valid, in seconds. */
  TURN_TTL_SECONDS: count(3600, 7 * 86_400, 60),
  // --- The lives' SFU (issue 22, ADR 101); unset: the embedded werift SFU in this process ---
  /** Janus's WebSocket transport, e.g. ws://127.0.0.1:8188 (the VideoRoom plugin drives lives). */
  JANUS_URL: optionalText.pipe(z.url({ protocol: /^wss?$/ }).optional()),
  /** The VideoRoom plugin's admin_key, when Janus is configured to require one for creating rooms. */
  JANUS_ADMIN_KEY: optionalText,
  /** Shutdown grace period before open connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof schema> & { dataDir: string; isProduction: boolean; seedDemo: boolean };

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`).join('\n');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration; fix these environment variables:\n${formatIssues(parsed.error)}`);
  }
  const config = parsed.data;
  if (config.OIDC_ISSUER && !config.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  // The browser needs Stripe.js to make payment methods: the server takes no card without it (ADR 089).
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  }
  // Browsers get TURN credentials made from the secret: TURN without it would need a static password, which is never sent.
  if (config.TURN_URLS.length && !config.TURN_SECRET) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  TURN_SECRET: required when TURN_URLS is set');
  }
  if (config.S3_BUCKET) {
    const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name]);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration; fix these environment variables:\n${missing.map((n) => `  ${n}: required when S3_BUCKET is set`).join('\n')}`,
      );
    }
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    isProduction: config.NODE_ENV === 'production',
    // The living demo: on by default only for the embedded database (a fresh clone), never forced onto a real one.
    seedDemo: config.SEED_DEMO ?? !config.DATABASE_URL,
  };
}

/** The subset of the configuration the browser may see (window.ENV). */
export function publicConfig(config: Config) {
  return {
    APP_NAME: config.APP_NAME,
    API_ORIGIN: config.API_ORIGIN ?? '',
    SIGN_KEY: config.SIGN_KEY,
    /** "Sign in with Google" is offered only when an OpenID Connect provider is configured. */
    GOOGLE_SIGN_IN: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID),
    /** Where the browser fetches gift animations from (ADR 050). */
    GIFT_ANIMATION_BASE_URL: config.GIFT_ANIMATION_BASE_URL ?? DEFAULT_GIFT_ANIMATION_BASE,
    /** Set: cards go into Stripe's element; empty: the sandbox card element (ADR 089). */
    STRIPE_PUBLISHABLE_KEY: config.STRIPE_SECRET_KEY ? config.STRIPE_PUBLISHABLE_KEY! : '',
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
