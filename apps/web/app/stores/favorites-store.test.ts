import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The favourites store against a stand-in for the API that can lose its connection: what a
// customer changes offline is shown at once, kept across a reload, and reaches the account when
// the connection returns.

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const win = new EventTarget();
const local = new MemoryStorage();
vi.stubGlobal('window', win);
vi.stubGlobal('localStorage', local);
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.mock('~/lib/notify', () => ({ notify: vi.fn() }));

const product = (id: string) => ({ _id: id, name: `Product ${id}` });
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

/** The account's favourites on the server, and whether it can be reached. */
const server = { favorites: new Set<string>(), online: true, toggles: 0 };

vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
  if (!server.online) throw new TypeError('Failed to fetch');
  if (url.endsWith('/api/user/favorites'))
    return Response.json({ success: true, favorites: [...server.favorites].map(product) });
  if (url.endsWith('/api/user/toggle-favorite')) {
    server.toggles++;
    const { productId } = JSON.parse(String(init.body)) as { productId: string };
    const favorited = !server.favorites.delete(productId);
    if (favorited) server.favorites.add(productId);
    return Response.json({ success: true, favorited, message: 'ok' });
  }
  return Response.json({ success: false, message: 'Not found' }, { status: 404 });
});

const { sessionStore } = await import('~/lib/session');
const { favoritesStore } = await import('./favorites-store');

const ids = () => [...favoritesStore.getSnapshot().ids].sort();
const goOnline = async () => {
  server.online = true;
  win.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(favoritesStore.getSnapshot().loading).toBe(false));
  await favoritesStore.ready();
};

beforeEach(async () => {
  server.online = true;
  server.favorites = new Set([A]);
  server.toggles = 0;
  favoritesStore.reset();
  sessionStore.signOut();
  sessionStore.signIn('token-1', 'customer');
  await favoritesStore.ready();
});

afterAll(() => vi.unstubAllGlobals());

describe('favourites without a connection', () => {
  it('shows a change at once, keeps it, and sends it when the connection returns', async () => {
    expect(ids()).toEqual([A]);
    server.online = false;
    expect(await favoritesStore.toggle(B)).toBe(true);
    expect(await favoritesStore.toggle(A)).toBe(false);
    expect(ids()).toEqual([B]);
    expect(server.favorites).toEqual(new Set([A]));

    await goOnline();
    expect(server.favorites).toEqual(new Set([B]));
    expect(ids()).toEqual([B]);
  });

  it('sends only what differs from the account (a change made twice is no change)', async () => {
    server.online = false;
    await favoritesStore.toggle(C);
    await favoritesStore.toggle(C);
    await goOnline();
    expect(server.toggles).toBe(0);
    expect(ids()).toEqual([A]);
  });

  it('keeps the list and the unsent changes across a reload of the page while offline', async () => {
    server.online = false;
    await favoritesStore.toggle(C);
    // A reload: the store starts again from what this browser kept.
    vi.resetModules();
    const reloaded = (await import('./favorites-store')).favoritesStore;
    await reloaded.ready();
    expect([...reloaded.getSnapshot().ids].sort()).toEqual([A, C]);
    expect(reloaded.getSnapshot().products.map((p) => p._id)).toEqual([A]);
  });

  it('forgets what it kept at sign-out: another account never sees it', async () => {
    server.online = false;
    await favoritesStore.toggle(C);
    favoritesStore.reset();
    sessionStore.signOut();
    expect(local.getItem('shop:favorites:v1')).toBeNull();
    sessionStore.signIn('token-2', 'customer');
    await favoritesStore.ready();
    expect(ids()).toEqual([]);
  });
});
