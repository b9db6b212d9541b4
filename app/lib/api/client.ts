/**
 * The browser API client (spec section 7): JSON, a 30 s timeout, the identity headers, a
 * server-time corrected `ts` and a `sign` on every call, "fapi/..." paths sent to the API
 * origin as "/api/...", and failures resolved through the error catalogue.
 */
import type { z } from 'zod';
import type { ApiEndpoints } from '../../../server/api';
import { apiRoutes } from '../../../common/api-routes.gen';
import { HTTP_TIMEOUT_MS, IDENTITY_HEADERS } from '../../../common/constants';
import { resolveFailure, type RequestFailure, type Resolution, type ResolveContext } from '../../../common/errors';
import { signRequest } from '../../../common/sign';
import { ApiError } from './api-error';

/** An endpoint's name in the table (server/api/index.ts), e.g. 'chat.send'. */
export type ApiName = keyof ApiEndpoints & keyof typeof apiRoutes;
type NamesBy<M extends string> = { [N in ApiName]: (typeof apiRoutes)[N]['method'] extends M ? N : never }[ApiName];
/** The endpoints called with JSON (`call`) and the uploads, whose body is the bytes (`upload`). */
export type CallName = NamesBy<'GET' | 'POST'>;
export type UploadName = NamesBy<'PUT'>;
/** What the endpoint's schema accepts. */
export type ApiInput<N extends ApiName> = z.input<ApiEndpoints[N]['input']>;
/** What its handler answers. */
export type ApiAnswer<N extends ApiName> = Awaited<ReturnType<ApiEndpoints[N]['handler']>>;
/** The input may be left out when the endpoint needs none. */
type CallArgs<N extends ApiName> =
  Record<never, never> extends ApiInput<N> ? [input?: ApiInput<N>, opts?: CallOptions] : [input: ApiInput<N>, opts?: CallOptions];

export type Identity = Partial<Record<(typeof IDENTITY_HEADERS)[number], string>>;

export interface ApiClientOptions {
  /** Origin of the API host; '' means the page's own origin. */
  apiOrigin: string;
  signKey: string;
  /** Client clock minus server clock, in seconds (see clock.ts). */
  timeDifference: () => number;
  identity: () => Identity;
  /** How the page reacts to a failure (toast, logout, login redirect, error page). */
  onFailure?: (resolution: Resolution, failure: RequestFailure) => void;
  resolveContext?: () => ResolveContext;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export { ApiError };

export interface CallOptions {
  /** Calls whose errors the spec says to ignore (reports, shares, settings) stay silent. */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface UploadOptions<Q = Record<string, string | number>> extends CallOptions {
  /** Query parameters (signed with ts): the endpoint's input. */
  query?: Q;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}

type Answer<T> = { result: 'ok'; data: T } | { result: 'error'; error: { code: number; message: string; field?: string } } | null;
function parseAnswer<T>(text: string): Answer<T> {
  try {
    return JSON.parse(text) as Answer<T>;
  } catch {
    return null;
  }
}

/** An upload may take longer than a JSON call on a slow network. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** "fapi/core/x/" or "/fapi/core/x/" -> { origin: API origin, path: "/api/core/x/" }; other paths stay on the page's origin. */
export function resolveApiPath(path: string, apiOrigin: string): { url: string; path: string } {
  const trimmed = path.replace(/^\/+/, '');
  if (trimmed.startsWith('fapi/')) {
    const apiPath = '/api/' + trimmed.slice('fapi/'.length);
    return { url: apiOrigin.replace(/\/$/, '') + apiPath, path: apiPath };
  }
  const own = path.startsWith('/') ? path : `/${path}`;
  return { url: own, path: own };
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function request<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>, call: CallOptions): Promise<T> {
    const target = resolveApiPath(path, options.apiOrigin);
    const ts = Math.floor(Date.now() / 1000 - options.timeDifference());
    const signed = { ...params, ts };
    const sign = signRequest(options.signKey, method, target.path, signed);
    let url = target.url;
    let body: string | undefined;
    if (method === 'GET') {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...signed, sign })) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      url += `?${query}`;
    } else {
      body = JSON.stringify({ ...signed, sign });
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    for (const [k, v] of Object.entries(options.identity())) if (v !== undefined) headers[k] = v;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    call.signal?.addEventListener('abort', () => controller.abort(call.signal?.reason));
    let failure: RequestFailure;
    try {
      const response = await doFetch(url, { method, headers, body, credentials: 'include', signal: controller.signal });
      const json = (await response.json().catch(() => null)) as
        { result: 'ok'; data: T } | { result: 'error'; error: { code: number; message: string; field?: string } } | null;
      if (response.ok && json?.result === 'ok') return json.data;
      failure = {
        kind: 'http',
        status: response.status,
        code: json?.result === 'error' ? json.error.code : undefined,
        message: json?.result === 'error' ? json.error.message : response.statusText,
        ...(json?.result === 'error' && typeof json.error.field === 'string' ? { field: json.error.field } : {}),
      };
    } catch (error) {
      if (call.signal?.aborted) throw error;
      failure = controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
    const context = options.resolveContext?.() ?? { loggedIn: false, currentPath: '/', onLivePage: false };
    const resolution = resolveFailure(failure, context);
    if (!call.silent) options.onFailure?.(resolution, failure);
    throw new ApiError(failure, resolution.message);
  }

  /**
   * A binary PUT (an upload) with progress, signed over its query like every call (the server
   * checks the bytes themselves). XMLHttpRequest, because fetch reports no upload progress.
   */
  function upload<N extends UploadName>(name: N, bytes: Blob, opts: UploadOptions<ApiInput<N>> = {}): Promise<ApiAnswer<N>> {
    type T = ApiAnswer<N>;
    const target = resolveApiPath(`fapi${apiRoutes[name].path}`, options.apiOrigin);
    const signed = { ...(opts.query ?? {}), ts: Math.floor(Date.now() / 1000 - options.timeDifference()) };
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...signed, sign: signRequest(options.signKey, 'PUT', target.path, signed) })) query.set(k, String(v));
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('PUT', `${target.url}?${query}`);
      xhr.withCredentials = true;
      xhr.timeout = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Content-Type', bytes.type || 'application/octet-stream');
      for (const [k, v] of Object.entries(options.identity())) if (v !== undefined) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) opts.onProgress?.(event.loaded / event.total);
      };
      const fail = (failure: RequestFailure) => {
        const context = options.resolveContext?.() ?? { loggedIn: false, currentPath: '/', onLivePage: false };
        const resolution = resolveFailure(failure, context);
        if (!opts.silent) options.onFailure?.(resolution, failure);
        reject(new ApiError(failure, resolution.message));
      };
      xhr.onload = () => {
        const json = parseAnswer<T>(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300 && json?.result === 'ok') {
          opts.onProgress?.(1);
          return resolve(json.data);
        }
        fail({
          kind: 'http',
          status: xhr.status,
          code: json?.result === 'error' ? json.error.code : undefined,
          message: json?.result === 'error' ? json.error.message : xhr.statusText,
          ...(json?.result === 'error' && typeof json.error.field === 'string' ? { field: json.error.field } : {}),
        });
      };
      xhr.onerror = () => fail({ kind: 'network' });
      xhr.ontimeout = () => fail({ kind: 'timeout' });
      opts.signal?.addEventListener('abort', () => xhr.abort());
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      xhr.send(bytes);
    });
  }

  /** Calls the endpoint named `name` with its input; the answer's type is its handler's. */
  function call<N extends CallName>(name: N, ...[input, opts]: CallArgs<N>): Promise<ApiAnswer<N>> {
    const { method, path } = apiRoutes[name] as { method: 'GET' | 'POST'; path: string };
    return request<ApiAnswer<N>>(method, `fapi${path}`, (input ?? {}) as Record<string, unknown>, opts ?? {});
  }

  return { call, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
