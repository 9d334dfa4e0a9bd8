import { OFFLINE_MESSAGES } from '@shop/contracts/client';

/**
 * What a form that must reach the shop (an order, a sign-in, a message) says when sent without
 * a connection, before trying: null while there is one. The form keeps what was typed.
 */
export function offlineRefusal(action: string): string | null {
  return typeof navigator !== 'undefined' && !navigator.onLine
    ? OFFLINE_MESSAGES.needsConnection(action)
    : null;
}
