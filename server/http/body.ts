/** Reading a request's body: a JSON object (POST), or raw bytes up to a limit (the uploads). */
import express, { type Request, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../domain/errors';

const JSON_LIMIT = '100kb';
const jsonParser = express.json({ limit: JSON_LIMIT, strict: false });

/** Runs one of body-parser's parsers on Node's request (it only reads headers and the stream). */
function parse(parser: express.RequestHandler, req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const parsing = req as IncomingMessage & { body?: unknown };
  return new Promise((resolve, reject) => parser(parsing as Request, res as Response, (error?: unknown) => (error ? reject(error) : resolve(parsing.body))));
}

function hasBody(req: IncomingMessage) {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A POST's JSON body (undefined when empty). A POST must say `application/json` even when empty:
 * that is what a cross-site HTML form cannot send (ADR 085).
 */
export async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  if (req.method !== 'POST') return undefined;
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (!hasBody(req)) return undefined;
  const body = await parse(jsonParser, req, res);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

const rawParsers = new Map<number, express.RequestHandler>();

/** The body's bytes, of any content type; past `limit` bytes, body-parser's "entity.too.large" (413). */
export async function readRawBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<Uint8Array> {
  let parser = rawParsers.get(limit);
  if (!parser) rawParsers.set(limit, (parser = express.raw({ type: () => true, limit })));
  const body = await parse(parser, req, res);
  return Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(0);
}
