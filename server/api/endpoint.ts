/**
 * Endpoints are declared as data (method, path, who may call, input schema, body, handler) so
 * the pipeline, the tests that feed bad input and every access level to every endpoint, and the
 * docs read one list.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { ErrorName } from '../../common/errors';
import { isTextIssue } from '../../common/text';
import { AppError } from '../domain/errors';
import type { CurrentSession, UncheckedSession } from '../domain/sessions';
import type { RequestContext } from '../http/context';
import type { Services } from '../services';
import type { Access, AccessUsers } from './access';
import type { Actor } from '../domain/use-case';

/** How the body is read: JSON (the default; a POST's object), or the raw bytes of an upload up to `limit`. */
export type BodyKind =
  { kind: 'json' } | { kind: 'raw'; limit: number; /** The error past the limit (PAYLOAD_TOO_LARGE otherwise). */ tooLarge?: () => AppError };

/** The caller a handler gets: the user its access admits, or for `checksSession` the unchecked token. */
export type CallerOf<A extends Access, C extends boolean> = C extends true ? UncheckedSession : AccessUsers[A];
type SessionOf<A extends Access, C extends boolean> = C extends true ? null : A extends 'public' ? CurrentSession | null : CurrentSession;

export interface HandlerArgs<I, A extends Access = Access, C extends boolean = boolean, B extends BodyKind = BodyKind> {
  input: I;
  /** The caller, of the kind the endpoint's access admits. */
  user: CallerOf<A, C>;
  /** The caller as the use-case boundary sees them (domain/use-case.ts): their id (null without a session, or before `checksSession`'s check) and address. */
  actor: Actor;
  /** The caller's session (non-null unless the endpoint is public or checks its session itself). */
  session: SessionOf<A, C>;
  /** An upload's bytes (`body: { kind: 'raw' }`). */
  body: B extends { kind: 'raw' } ? Uint8Array : undefined;
  ctx: RequestContext;
  services: Services;
  /** Node's request and response: the API is served without Express (ADR 078, 080). */
  req: IncomingMessage;
  res: ServerResponse;
}

/** R: the answer's type, which the browser's client reads (app/lib/api: `api().call(name, input)`). */
export interface Endpoint<S extends z.ZodType = z.ZodType, A extends Access = Access, C extends boolean = boolean, B extends BodyKind = BodyKind, R = unknown> {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /api, e.g. "/core/system/init/". */
  path: string;
  /** Who may call it (access.ts); the pipeline checks it before the input. */
  access: A;
  /** For 'creator': the error of a signed-up caller who is not one (FORBIDDEN when not given). */
  refusal?: ErrorName;
  /**
   * The handler checks the session token in its own first statement (the chat send, ADR 076):
   * the request skips the lookup, so its common case is one round trip; `user` is the token, and
   * the statement applies the access level itself. Without a token: 1001.
   */
  checksSession?: C;
  /** system/fetch is how a client learns the server clock, so its ts may be off (the sign is still checked). */
  anyTimestamp?: boolean;
  /** Answers only the machine itself (127.0.0.0/8, ::1, no proxy); such a call is not signed (a development tool). */
  loopbackOnly?: boolean;
  /** JSON unless said otherwise; a raw body's input is the query. */
  body?: B;
  input: S;
  // A method, so that the table can hold endpoints of every kind.
  handler(args: HandlerArgs<z.infer<S>, A, C, B>): Promise<R> | R;
}

export function endpoint<S extends z.ZodType, A extends Access, C extends boolean = false, B extends BodyKind = { kind: 'json' }, R = unknown>(
  definition: Endpoint<S, A, C, B, R>,
): Endpoint<S, A, C, B, R> {
  return definition;
}

/** An input without fields (anything else sent is ignored). */
export const noInput = z.object({});

/**
 * "field: problem" for the first issue, so the message names what is wrong. A refusal of the text
 * rule comes first whatever else is wrong: retyping cannot fix it, and it is the same for every field.
 */
export function describeZodError(error: z.ZodError): { message: string; field?: string; text: boolean } {
  const issue = error.issues.find(isTextIssue) ?? error.issues[0];
  if (!issue) return { message: 'The request is not valid.', text: false };
  const field = issue.path.map(String).join('.');
  const text = isTextIssue(issue);
  return field ? { message: `${field}: ${issue.message}`, field, text } : { message: issue.message, text };
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, field, text } = describeZodError(parsed.error);
    throw new AppError(text ? 'TEXT_NOT_ALLOWED' : 'BAD_REQUEST', message, { field });
  }
  return parsed.data;
}
