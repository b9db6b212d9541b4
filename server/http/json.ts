/** The one JSON writer of the API's answers: `{result:"ok",data}` or `{result:"error",error:{code,message,field?}}`. */
import type { ServerResponse } from 'node:http';
import type { AppError } from '../domain/errors';

export function sendJson(res: ServerResponse, status: number, payload: unknown) {
  const body = JSON.stringify(payload);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body); // nothing for a HEAD: Node leaves the body out
}

export function sendOk(res: ServerResponse, data: unknown) {
  sendJson(res, 200, { result: 'ok', data: data ?? {} });
}

export function sendError(res: ServerResponse, error: AppError) {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  sendJson(res, error.status, {
    result: 'error',
    error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
  });
}
