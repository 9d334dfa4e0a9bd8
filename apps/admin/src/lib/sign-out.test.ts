import { afterEach, describe, expect, it, vi } from 'vitest';

let token: string | null = 'staff-token';
const forget = vi.fn(() => {
  token = null;
});
vi.mock('./session', () => ({ session: { token: () => token, signOut: forget } }));

const { signOut } = await import('./sign-out');

afterEach(() => {
  vi.unstubAllGlobals();
  forget.mockClear();
  token = 'staff-token';
});

describe('signOut', () => {
  it('forgets the token here, then asks the API to end its session', () => {
    const fetch = vi.fn(async () => new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetch);
    signOut();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/user/logout', {
      method: 'POST',
      headers: { token: 'staff-token' },
      keepalive: true,
    });
  });

  it('forgets the token even when the call fails (offline), without an unhandled error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => signOut()).not.toThrow();
    expect(forget).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('calls nothing without a token', () => {
    token = null;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    signOut();
    expect(fetch).not.toHaveBeenCalled();
  });
});
