import { STORAGE_KEYS, type Role } from '@shop/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The staff member's session. Same keys as the storefront (same origin): an admin who signs in
 * through the storefront's Admin Login lands here already signed in.
 */
const TOKEN_KEY = STORAGE_KEYS.token;
const ROLE_KEY = STORAGE_KEYS.role;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token = read();
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY) return;
  token = read();
  for (const l of listeners) l();
});

export const session = {
  token: () => token,
  signIn(next: string, role: Role) {
    localStorage.setItem(TOKEN_KEY, next);
    localStorage.setItem(ROLE_KEY, role);
    sessionStorage.setItem(TOKEN_KEY, next);
    token = next;
    for (const l of listeners) l();
  },
  signOut() {
    for (const store of [localStorage, sessionStorage]) {
      store.removeItem(TOKEN_KEY);
      store.removeItem(ROLE_KEY);
    }
    token = null;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useToken = () => useSyncExternalStore(session.subscribe, session.token);
