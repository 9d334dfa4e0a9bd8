import { session } from './session';

/**
 * Sign out: this browser forgets the token at once, then asks the API to end its session
 * (POST /api/user/logout, docs/decisions/0022-sessions-and-secrets.md). Best effort: the token is
 * gone here even when the call fails or the device is offline; the session then ends by itself
 * when the token expires.
 */
export function signOut(): void {
  const token = session.token();
  session.signOut();
  if (!token) return;
  fetch('/api/user/logout', { method: 'POST', headers: { token }, keepalive: true }).catch(
    () => undefined,
  );
}
