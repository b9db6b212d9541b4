/**
 * The server's one logger: JSON lines on stdout (a message plus fields, `err` for an error),
 * silent under tests unless LOG_LEVEL asks otherwise.
 */
import { pino } from 'pino';

export const log = pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info') });
