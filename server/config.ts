/**
 * Configuration, read once from the environment and validated with zod. A bad value
 * stops start-up with a message naming the variable (see formatConfigError).
 */
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '../common/brand';

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
  TRUST_PROXY: flag(false),
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
  /** `0` turns the sign-in rate limits off (load tests). */
  RATE_LIMITS: flag(true),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.com:587; unset: mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://').optional())
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
  /** Stripe secret key: card payments go to Stripe; unset: the sandbox provider (test card numbers, README). */
  STRIPE_SECRET_KEY: optionalText,
  /** Where the Stripe adapter sends its calls (a test's local fake of the Stripe API). */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** Largest image upload, in bytes (default 50 MB). */
  MEDIA_MAX_IMAGE_BYTES: z.coerce.number().int().min(1).default(50 * 1024 * 1024),
  /** Largest video upload, in bytes (default 4 GB). */
  MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().min(1).default(4 * 1024 * 1024 * 1024),
  /** Shutdown grace period before open connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof schema> & { dataDir: string; isProduction: boolean };

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`)
    .join('\n');
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
  return { ...config, dataDir: path.resolve(config.DATA_DIR), isProduction: config.NODE_ENV === 'production' };
}

/** The subset of the configuration the browser may see (window.ENV). */
export function publicConfig(config: Config) {
  return {
    APP_NAME: config.APP_NAME,
    API_ORIGIN: config.API_ORIGIN ?? '',
    SIGN_KEY: config.SIGN_KEY,
    /** "Sign in with Google" is offered only when an OpenID Connect provider is configured. */
    GOOGLE_SIGN_IN: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID),
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
