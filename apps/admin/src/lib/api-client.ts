import { session } from './session';

/** A failed call: the HTTP status and the message the API wrote for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR =
  'We could not reach the shop. Please check your connection and try again.';

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

async function readError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  // An expired or revoked session: sign out, the guard sends the person to the login page.
  if (response.status === 401) session.signOut();
  return new ApiError(response.status, body?.message ?? `The shop answered ${response.status}.`);
}

/** One call to the shop's API with the staff token; JSON in, JSON out; throws ApiError. */
export async function api<T>(
  path: string,
  opts: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
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
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

/**
 * A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * `onProgress` receives 0-1.
 */
export function upload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onload = () => {
      const body = xhr.response as { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) session.signOut();
      reject(new ApiError(xhr.status, body?.message ?? `The shop answered ${xhr.status}.`));
    };
    xhr.send(form);
  });
}

/** The text to show for any thrown error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
