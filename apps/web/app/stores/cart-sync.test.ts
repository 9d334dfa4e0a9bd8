import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A signed-in customer's cart against a stand-in for the API that can lose its connection: what
// is changed offline stays in the browser's cart, survives a reload, and reaches the account, in
// order, when the connection returns.

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const win = new EventTarget();
vi.stubGlobal('window', win);
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.mock('~/lib/notify', () => ({ notify: vi.fn() }));

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

/** The account's cart on the server, and whether it can be reached. */
const server = { cart: {} as Record<string, Record<string, number>>, online: true };

vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
  if (!server.online) throw new TypeError('Failed to fetch');
  const body = JSON.parse(String(init.body ?? '{}')) as {
    itemId: string;
    size: string;
    quantity?: number;
  };
  const line = () => (server.cart[body.itemId] ??= {});
  if (url.endsWith('/api/cart/add')) line()[body.size] = (line()[body.size] ?? 0) + 1;
  else if (url.endsWith('/api/cart/update')) line()[body.size] = body.quantity!;
  return Response.json({ success: true, cartData: server.cart });
});

async function start() {
  const { sessionStore } = await import('~/lib/session');
  const { cartStore } = await import('./cart-store');
  const sync = await import('./cart-sync');
  return { sessionStore, cartStore, sync };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Signed in with the account's cart loaded, then the connection goes and B is added. */
async function addedOffline() {
  const shop = await start();
  shop.sessionStore.signIn('token-1', 'customer');
  shop.sync.loadServerCart('token-1');
  await settle();
  server.online = false;
  shop.cartStore.add(B, 'L');
  await settle();
  return shop;
}

beforeEach(() => {
  vi.resetModules();
  localStorage.removeItem('shop:cart-unsent:v1');
  localStorage.removeItem('shop:cart:v1');
  server.cart = { [A]: { M: 1 } };
  server.online = true;
});

afterAll(() => vi.unstubAllGlobals());

describe('the cart without a connection', () => {
  it('keeps changes made offline and sends them in order when it returns', async () => {
    const { cartStore } = await addedOffline();
    cartStore.update(A, 'M', 3);
    await settle();
    expect(server.cart).toEqual({ [A]: { M: 1 } });
    expect(cartStore.getSnapshot().cart).toEqual({ [A]: { M: 3 }, [B]: { L: 1 } });

    server.online = true;
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(server.cart).toEqual({ [A]: { M: 3 }, [B]: { L: 1 } });
    expect(cartStore.getSnapshot().cart).toEqual(server.cart);
  });

  it('sends them after a reload, before the account cart replaces the browser one', async () => {
    await addedOffline();
    // The page is opened again, online.
    vi.resetModules();
    server.online = true;
    const again = await start();
    again.sync.loadServerCart('token-1');
    await settle();
    expect(server.cart).toEqual({ [A]: { M: 1 }, [B]: { L: 1 } });
    expect(again.cartStore.getSnapshot().cart).toEqual(server.cart);
  });

  it('forgets unsent changes at sign-out', async () => {
    const { sync } = await addedOffline();
    sync.forgetServerCart();
    expect(localStorage.getItem('shop:cart-unsent:v1')).toBeNull();
  });
});
