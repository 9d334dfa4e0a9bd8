import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * `fetch` with the staff token, for the answers `api()` cannot hand back: a CSV file to save, or
 * a refusal whose details (`errors`) the form needs. Callers read the response themselves.
 */
export async function staffFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = session.token();
  if (token) headers.set('token', token);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  // An expired or revoked session: sign out, the guard sends the person to the login page.
  if (response.status === 401) session.signOut();
  return response;
}

/** The API's message of a failed response, as `api()` would have thrown it. */
export async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return new ApiError(response.status, body?.message ?? `The shop answered ${response.status}.`);
}
