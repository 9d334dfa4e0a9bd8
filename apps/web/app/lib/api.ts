import {
  ApiError,
  type ApiErrorCode,
  MESSAGES,
  NETWORK_ERROR_CODE,
  type ErrorResponse,
} from '@shop/contracts/client';
import { sessionStore } from './session';

/** Loader context the production server passes in (apps/api/src/plugins/web.ts). */
export interface ServerContext {
  nonce?: string;
  apiUrl?: string;
  /** The visitor's address as the API process saw it (TRUST_PROXY applied). */
  clientIp?: string;
  /** This process's own key: the API believes `x-shop-client-ip` only beside it. */
  forwardKey?: string;
  /**
   * The API reached inside this process (Fastify's inject): no socket, no second HTTP parse.
   * Absent under `react-router dev`, where loaders fetch API_URL over HTTP.
   */
  apiFetch?: typeof fetch;
}

/**
 * The API's base address. In the browser it is the page's own origin; on the server the
 * production process passes its loopback address, and `react-router dev` falls back to API_URL.
 */
export function apiBase(context?: unknown): string {
  if (!import.meta.env.SSR || typeof window !== 'undefined') return '';
  const fromContext = (context as ServerContext | undefined)?.apiUrl;
  return fromContext ?? process.env.API_URL ?? 'http://127.0.0.1:3000';
}

/** How a call travels: in process on the production server, `fetch` everywhere else. */
function transport(context: unknown): typeof fetch {
  // Compiled out of the browser build (import.meta.env.SSR is false there).
  if (!import.meta.env.SSR) return fetch;
  return (context as ServerContext | undefined)?.apiFetch ?? fetch;
}

export { ApiError, type ApiErrorCode };

/**
 * The ApiError of a refused answer. The API always names its code; an answer without one (a
 * proxy's error page) gets a generic code by status class, and the client-wide words. Kept this
 * small on purpose: this module is on every page's first load.
 */
function refusal(status: number, body: unknown): ApiError {
  const answer = (body ?? {}) as Partial<ErrorResponse>;
  return new ApiError(
    {
      status,
      code: answer.code ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL'),
      message: answer.message || MESSAGES.networkError,
      errors: answer.errors,
    },
    body,
  );
}

export interface ApiOptions {
  /** GET, or POST when there is a body. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData (a file upload) is sent as it is, with the browser's boundary. */
  body?: unknown;
  /** Query parameters (only the ones with a value). */
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** The loader's context, for the server's address of the API. */
  context?: unknown;
  /** Sends the session's token; a 401 then ends the session. */
  auth?: boolean;
  /** Extra headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** One call to the shop's API: JSON in, JSON out; a refusal or a failure throws ApiError. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const { body, auth = false } = opts;
  const token = auth ? (sessionStore.getSnapshot()?.token ?? null) : null;
  const form = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.token = token;

  let response: Response;
  try {
    const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    response = await transport(opts.context)(`${apiBase(opts.context)}${path}${query}`, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    // Offline, or the connection dropped: say so in words a customer understands.
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.networkError });
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    // The session ended elsewhere (expired, password reset): forget it so they can sign in again.
    if (response.status === 401 && token) sessionStore.signOut();
    throw refusal(response.status, json);
  }
  return json as T;
}

/** Whether a call failed because the shop could not be reached (offline, connection lost). */
export const unreachable = (err: unknown): boolean =>
  err instanceof ApiError && err.code === NETWORK_ERROR_CODE;
