import { afterEach, describe, expect, it, vi } from 'vitest';

// The stores that reach the API are stood in for: this is about the session and the call.
const forgetServerCart = vi.fn();
const resetFavorites = vi.fn();
vi.mock('./cart-sync', () => ({ forgetServerCart }));
vi.mock('./favorites-store', () => ({ favoritesStore: { reset: resetFavorites } }));

const { STORAGE_KEYS } = await import('@shop/contracts/client');
const { SW_MESSAGES } = await import('~/lib/service-worker-names');
const { cartStore } = await import('./cart-store');
const { sessionStore } = await import('~/lib/session');
const { signOut } = await import('./sign-out');

const A = 'a'.repeat(24);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut (Logout)', () => {
  it('forgets the session here and asks the API to end it with its token', () => {
    const fetch = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetch);
    sessionStore.signIn('the-token', 'customer');
    cartStore.add(A, 'M');
    signOut();
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(cartStore.getSnapshot().cart).toEqual({});
    expect(forgetServerCart).toHaveBeenCalled();
    expect(resetFavorites).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith('/api/user/logout', {
      method: 'POST',
      headers: { token: 'the-token' },
      keepalive: true,
    });
  });

  it('forgets the token even when the call fails (offline), without an unhandled error', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    sessionStore.signIn('offline-token', 'customer');
    expect(() => signOut()).not.toThrow();
    expect(sessionStore.getSnapshot()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The rejection is handled: nothing is left to fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("forgets the assistant's conversation and asks the service worker to forget its pages", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":true}')),
    );
    const stored = new Map<string, string>([
      [STORAGE_KEYS.chat, '{"sessionId":"1","messages":[]}'],
    ]);
    vi.stubGlobal('sessionStorage', { removeItem: (key: string) => stored.delete(key) });
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker: { controller: { postMessage } } });
    sessionStore.signIn('the-token', 'customer');
    signOut();
    expect(stored.has(STORAGE_KEYS.chat)).toBe(false);
    expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.forget });
  });

  it('reaches a worker that does not control the page (a hard reload) through its registration', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":true}')),
    );
    const postMessage = vi.fn();
    const registration = { active: { postMessage } };
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: null, getRegistration: async () => registration },
    });
    sessionStore.signIn('the-token', 'customer');
    signOut();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.forget }));
  });

  it('calls nothing without a session', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    signOut();
    expect(fetch).not.toHaveBeenCalled();
  });
});
