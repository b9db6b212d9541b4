/**
 * Outgoing mail. With SMTP_URL set, messages go out through nodemailer; without it (a fresh
 * clone) they land in DATA_DIR/outbox, one JSON file per message, and in the server log, so a
 * newcomer can still sign up (the outbox is readable at GET /api/dev/outbox from the machine itself).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { log } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  created_at: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** The latest messages of the outbox, newest first (empty for SMTP). */
  latest(limit?: number): Promise<OutboxEntry[]>;
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
    },
    latest: async () => [],
    close: () => transport.close(),
  };
}

export function outboxMailer(dir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const created = new Date();
      // The name sorts by time; the random tail keeps two messages of one millisecond apart.
      const id = `${created.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = { id, from, ...message, created_at: created.toISOString() };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail written to the outbox');
    },
    async latest(limit = 20) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const newest = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      const entries = await Promise.all(newest.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry));
      return entries;
    },
    close: () => undefined,
  };
}

export function createMailer(config: Config): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.SMTP_FROM) : outboxMailer(path.join(config.dataDir, 'outbox'), config.SMTP_FROM);
}
