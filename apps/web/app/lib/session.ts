import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type Role } from '@shop/contracts/client';

/**
 * The signed-in session in this browser. The token is kept in localStorage (restored at start-up)
 * and in sessionStorage, as docs/spec/account-and-company-site.md section 4 says; the server renders every
 * page signed out and the browser switches after hydration.
 */
const TOKEN_KEY = STORAGE_KEYS.token;
const ROLE_KEY = STORAGE_KEYS.role;

export interface Session {
  token: string;
  role: Role;
}

let session: Session | null = null;
let hydrated = false;
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    const role = (localStorage.getItem(ROLE_KEY) as Role | null) ?? 'customer';
    return { token, role };
  } catch {
    return null;
  }
}

function ensureHydrated() {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  session = read();
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY) return;
    session = read();
    for (const l of listeners) l();
  });
}

export const sessionStore = {
  subscribe(listener: () => void) {
    ensureHydrated();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): Session | null {
    ensureHydrated();
    return session;
  },
  getServerSnapshot(): Session | null {
    return null;
  },
  signIn(token: string, role: Role) {
    try {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(ROLE_KEY, role);
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage disabled: the session lasts for this page only.
    }
    session = { token, role };
    for (const l of listeners) l();
  },
  signOut() {
    try {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(ROLE_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing stored
    }
    session = null;
    for (const l of listeners) l();
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
}
