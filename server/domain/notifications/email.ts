/**
 * Email notification settings (/manage/email/notification): one switch per category, all on by
 * default. Every notification email carries an unsubscribe link for its category,
 * /manage/email/unsubscribe?token=..., whose token is an HMAC over user id and category with the
 * server's identity secret: it works without logging in, never expires, and cannot be forged
 * for another user or category. Mail of a category the user turned off is not sent.
 */
import { and, eq } from 'drizzle-orm';
import { EMAIL_CATEGORIES, type EmailCategory } from '../../../common/notifications';
import type { Database } from '../../db';
import { emailPreferences, users } from '../../db/schema';
import type { Mailer } from '../../mail';
import { AppError } from '../errors';
import { keyedHash, sameHash } from '../identity/secrets';

const PURPOSE = 'email-unsubscribe';

export function isEmailCategory(value: unknown): value is EmailCategory {
  return typeof value === 'string' && (EMAIL_CATEGORIES as readonly string[]).includes(value);
}

export function emailToken(secret: string, userId: number, category: EmailCategory): string {
  return `${userId}.${category}.${keyedHash(secret, PURPOSE, `${userId}:${category}`)}`;
}

/** The user and category of an unsubscribe token; EMAIL_LINK_INVALID when it was not made by us. */
export function openEmailToken(secret: string, token: string): { userId: number; category: EmailCategory } {
  const [id, category, mac, extra] = token.split('.');
  const userId = Number(id);
  if (extra !== undefined || !mac || !Number.isSafeInteger(userId) || userId <= 0 || !isEmailCategory(category)) {
    throw new AppError('EMAIL_LINK_INVALID');
  }
  if (!sameHash(mac, keyedHash(secret, PURPOSE, `${userId}:${category}`))) throw new AppError('EMAIL_LINK_INVALID');
  return { userId, category };
}

export interface EmailSettings {
  /** The address mail goes to (null: the user has none, nothing is sent). */
  email: string | null;
  categories: { category: EmailCategory; subscribed: boolean }[];
}

export async function getEmailSettings(db: Database, userId: number): Promise<EmailSettings> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const rows = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  const off = new Set(rows.filter((r) => !r.subscribed).map((r) => r.category));
  return { email: user?.email ?? null, categories: EMAIL_CATEGORIES.map((category) => ({ category, subscribed: !off.has(category) })) };
}

export async function setEmailSetting(db: Database, userId: number, category: EmailCategory, subscribed: boolean): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ userId, category, subscribed })
    .onConflictDoUpdate({ target: [emailPreferences.userId, emailPreferences.category], set: { subscribed, updatedAt: new Date() } });
}

export async function isSubscribed(db: Database, userId: number, category: EmailCategory): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: emailPreferences.subscribed })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.category, category)));
  return row?.subscribed ?? true;
}

export interface CategoryMailDeps {
  db: Database;
  mailer: Mailer;
  secret: () => Promise<string>;
  /** The site's public origin, for the links in the mail. */
  publicUrl: string;
}

/** Sends a notification email of a category, unless the user turned it off; with its unsubscribe link. */
export async function sendCategoryMail(
  deps: CategoryMailDeps,
  userId: number,
  category: EmailCategory,
  message: { subject: string; text: string },
): Promise<'sent' | 'unsubscribed' | 'no-email'> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) return 'no-email';
  if (!(await isSubscribed(deps.db, userId, category))) return 'unsubscribed';
  const unsubscribe = `${deps.publicUrl.replace(/\/$/, '')}/manage/email/unsubscribe?token=${encodeURIComponent(emailToken(await deps.secret(), userId, category))}`;
  await deps.mailer.send({
    to: user.email,
    subject: message.subject,
    text: `${message.text}\n\n--\nUnsubscribe from these emails: ${unsubscribe}`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  });
  return 'sent';
}

/** "j***@example.com": what the public unsubscribe page may show of the address. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}***@${domain ?? ''}`;
}

/** Email settings, the signed unsubscribe/resubscribe links, and category mail, bound to one database and mailer. */
export function createEmailNotificationService(deps: CategoryMailDeps) {
  const byToken = async (token: string, subscribed: boolean) => {
    const { userId, category } = openEmailToken(await deps.secret(), token);
    const settings = await getEmailSettings(deps.db, userId);
    // A valid token of a deleted account: nothing to change, say the link is no good.
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('EMAIL_LINK_INVALID');
    await setEmailSetting(deps.db, userId, category, subscribed);
    return { category, subscribed, email: maskEmail(settings.email) };
  };
  return {
    settings: (userId: number) => getEmailSettings(deps.db, userId),
    async set(userId: number, category: EmailCategory, subscribed: boolean) {
      await setEmailSetting(deps.db, userId, category, subscribed);
      return getEmailSettings(deps.db, userId);
    },
    /** Where an email's token leads, without changing anything (the page shows it). */
    async peek(token: string) {
      const { userId, category } = openEmailToken(await deps.secret(), token);
      const settings = await getEmailSettings(deps.db, userId);
      return { category, subscribed: settings.categories.find((c) => c.category === category)?.subscribed ?? true, email: maskEmail(settings.email) };
    },
    unsubscribe: (token: string) => byToken(token, false),
    resubscribe: (token: string) => byToken(token, true),
    send: (userId: number, category: EmailCategory, message: { subject: string; text: string }) => sendCategoryMail(deps, userId, category, message),
    /** The token of a user's category (for tests and for mail made elsewhere). */
    token: async (userId: number, category: EmailCategory) => emailToken(await deps.secret(), userId, category),
  };
}

export type EmailNotificationService = ReturnType<typeof createEmailNotificationService>;
