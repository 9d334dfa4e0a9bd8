import { data } from 'react-router';
import { api, ApiError } from '~/lib/api';
import { forwardedClient } from '~/lib/forwarded-client.server';

/** A mailed link the API refused: its message, shown on the link's page. */
export interface RefusedLink {
  ok: false;
  message: string;
}

/**
 * POSTs a mailed link's token to `url` in process; the token travels in the body, never in an
 * API address. The answer becomes the page's data through `shown`; a refusal (a link used, expired
 * or unknown) is the API's message with its status through `refused`, not the error page.
 * `label` names the link in the server's log when the API could not answer.
 */
export async function postMailedToken<T, S>(
  url: string,
  label: string,
  token: string,
  context: unknown,
  shown: (answer: T) => S,
  refused: (outcome: RefusedLink) => S,
) {
  try {
    const answer = await api<T>(url, {
      body: { token },
      context,
      headers: forwardedClient(context),
    });
    return data(shown(answer));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500 || error.status === 0) console.error(label, error);
    return data(refused({ ok: false, message: error.message }), { status: error.status || 502 });
  }
}
