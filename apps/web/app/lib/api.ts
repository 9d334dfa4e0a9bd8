import { MESSAGES } from '@shop/contracts/client';

/** Loader context the production server passes in (apps/api/src/plugins/web.ts). */
export interface ServerContext {
  nonce?: string;
  apiUrl?: string;
}

/**
 * The API's base address. In the browser it is the page's own origin; on the server the
 * production process passes its loopback address, and `react-router dev` falls back to API_URL.
 */
export function apiBase(context?: unknown): string {
  if (typeof window !== 'undefined') return '';
  const fromContext = (context as ServerContext | undefined)?.apiUrl;
  return fromContext ?? process.env.API_URL ?? 'http://127.0.0.1:3000';
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET or POST JSON; a non-2xx answer throws ApiError with the server's message. */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { context?: unknown } = {},
): Promise<T> {
  const { context, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`${apiBase(context)}${path}`, {
      ...rest,
      headers: { accept: 'application/json', ...rest.headers },
    });
  } catch {
    // Offline, or the connection dropped: say so in words a customer understands.
    throw new ApiError(0, MESSAGES.networkError);
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, body?.message ?? MESSAGES.networkError);
  return body as T;
}
