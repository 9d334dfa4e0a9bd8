import {
  ApiError,
  type ApiErrorCode,
  ERROR_CODES,
  MESSAGES,
  NETWORK_ERROR_CODE,
  type ErrorCode,
  type FieldErrors,
} from '@shop/contracts';
import { session } from './session';

export { ApiError, type ApiErrorCode };

const networkError = () =>
  new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.networkError });

/** A body without a code (a proxy's page, a crash) still gets one from its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 422) return 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
}

/** The ApiError of a refused answer; a 401 (expired or revoked session) signs out at once. */
function refusal(status: number, body: unknown): ApiError {
  // The guard then sends the person to the login page.
  if (status === 401) session.signOut();
  const answer = (body ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const code = (ERROR_CODES as readonly unknown[]).includes(answer.code)
    ? (answer.code as ErrorCode)
    : codeOfStatus(status);
  const errors =
    answer.errors && typeof answer.errors === 'object' && !Array.isArray(answer.errors)
      ? (answer.errors as FieldErrors)
      : {};
  const message =
    typeof answer.message === 'string' ? answer.message : `The shop answered ${status}.`;
  return new ApiError({ status, code, message, errors }, body);
}

/** Query parameters; empty values are left out. */
type Query = Record<string, unknown>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value === '') continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function authHeaders(): Record<string, string> {
  const token = session.token();
  return token ? { token } : {};
}

export interface ApiOptions {
  method?: string;
  /** Sent as JSON; a call with a body is a POST unless `method` says otherwise. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/**
 * One call with the staff token whose answer is read by the caller (a CSV file to save). A
 * refusal throws ApiError like `api()`.
 */
export async function apiResponse(path: string, opts: ApiOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, opts.query), {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...authHeaders(),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) throw refusal(response.status, await response.json().catch(() => null));
  return response;
}

/** One call to the shop's API with the staff token; JSON in, JSON out; throws ApiError. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  return (await (await apiResponse(path, opts)).json()) as T;
}

/**
 * A file sent with its upload's progress (fetch cannot report upload progress; XMLHttpRequest
 * can): a picture as multipart FormData, or a CSV as it is (`contentType`). `onProgress`
 * receives 0-1. Answers and refusals as `api()`.
 */
export function upload<T>(
  path: string,
  payload: FormData | Blob,
  onProgress: (fraction: number) => void,
  opts: { contentType?: string; query?: Query } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withQuery(path, opts.query));
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    if (opts.contentType) xhr.setRequestHeader('content-type', opts.contentType);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      onProgress(1);
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(refusal(xhr.status, body));
    };
    xhr.send(payload);
  });
}

/** The text to show for any thrown error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
