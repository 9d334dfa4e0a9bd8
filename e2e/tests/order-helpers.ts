import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, listProducts, type ApiProduct } from './fixtures';

// Shared by checkout.spec.ts and orders.spec.ts: customers, carts and orders made through the
// real API, so each test starts where its own story begins.

export const PASSWORD = 'correct-horse-42';

export interface Customer {
  name: string;
  email: string;
  token: string;
}

export interface ApiOrder {
  _id: string;
  status: string;
  payment: boolean;
  paymentMethod: 'cod' | 'mobile_money';
  transactionId: string | null;
  amount: number;
  items: { _id: string; name: string; size: string; quantity: number; price: number }[];
}

export const ADDRESS = {
  firstName: 'Achol',
  lastName: 'Deng',
  email: 'achol.deng@example.com',
  street: 'Airport Road, Plot 12',
  city: 'Juba',
  state: 'Central Equatoria',
  zipcode: '00000',
  country: 'South Sudan',
  phone: '+211 921 234 567',
};

export function uniqueEmail(tag: string): string {
  return `order-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function registerCustomer(
  request: APIRequestContext,
  tag: string,
  name = 'Achol Deng',
): Promise<Customer> {
  const email = uniqueEmail(tag);
  const response = await request.post('/api/user/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  return { name, email, token };
}

const shared = new Map<string, Customer>();

/**
 * One customer for the tests of a file that run in order (`mode: 'default'`), like a regular
 * who keeps coming back (and one argon2 sign-up instead of many). Tests that share it set their
 * own cart (`setServerCart`) and count orders relative to before.
 */
export async function sharedCustomer(request: APIRequestContext, file: string): Promise<Customer> {
  let customer = shared.get(file);
  if (!customer) {
    customer = await registerCustomer(request, file);
    shared.set(file, customer);
  }
  return customer;
}

/** The browser starts signed in, as after a login (the token lives in localStorage). */
export async function signInBrowser(context: BrowserContext, customer: Customer) {
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', 'customer');
  }, customer.token);
}

/** A product with at least one size, priced well below free delivery. */
export async function cheapProduct(request: APIRequestContext, skip = 0): Promise<ApiProduct> {
  const { products } = await listProducts(request, { pageSize: 50 });
  const fitting = products.filter((p) => p.sizes.length > 0 && p.price <= 1_000_000);
  const product = fitting[skip % fitting.length];
  if (!product) throw new Error('no product with a size under SSP 1,000,000');
  return product;
}

/** Puts a line into the account's cart on the server (what the checkout shows once signed in). */
export async function addToServerCart(
  request: APIRequestContext,
  customer: Customer,
  product: ApiProduct,
  quantity = 1,
) {
  const size = product.sizes[0]!;
  const response = await request.post('/api/cart/update', {
    headers: { token: customer.token },
    data: { itemId: product._id, size, quantity },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return size;
}

/** Empties the account's cart on the server, then puts one of each product in it. */
export async function setServerCart(
  request: APIRequestContext,
  customer: Customer,
  products: ApiProduct[],
) {
  const headers = { token: customer.token };
  const current = await request.post('/api/cart/get', { headers, data: {} });
  expect(current.ok(), await current.text()).toBeTruthy();
  const { cartData } = (await current.json()) as {
    cartData: Record<string, Record<string, number>>;
  };
  for (const [itemId, sizes] of Object.entries(cartData))
    for (const size of Object.keys(sizes)) {
      const emptied = await request.post('/api/cart/update', {
        headers,
        data: { itemId, size, quantity: 0 },
      });
      expect(emptied.ok(), await emptied.text()).toBeTruthy();
    }
  for (const product of products) await addToServerCart(request, customer, product);
}

export async function userOrders(
  request: APIRequestContext,
  customer: Customer,
): Promise<ApiOrder[]> {
  const response = await request.post('/api/order/userorders', {
    headers: { token: customer.token },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { orders: ApiOrder[] }).orders;
}

/** Places an order through the API, with the amount the shop's own settings give. */
export async function placeOrderViaApi(
  request: APIRequestContext,
  customer: Customer,
  product: ApiProduct,
  payment: { method: 'cod' } | { method: 'mobile_money'; mobileNumber: string } = {
    method: 'cod',
  },
): Promise<ApiOrder> {
  const settings = (await (await request.get('/api/settings')).json()) as {
    deliveryFee: number;
    freeDeliveryThreshold: number;
  };
  const subtotal = product.price;
  const amount = subtotal + (subtotal >= settings.freeDeliveryThreshold ? 0 : settings.deliveryFee);
  const body = {
    address: ADDRESS,
    items: [{ _id: product._id, size: product.sizes[0]!, quantity: 1, price: product.price }],
    amount,
    ...(payment.method === 'mobile_money'
      ? // UTL has no API: the order is paid by hand, whatever operators the shop can ask.
        { mobileNumber: payment.mobileNumber, mobileProvider: 'UTL' }
      : {}),
  };
  const path = payment.method === 'cod' ? '/api/order/place-cod' : '/api/order/mobile-money';
  const response = await request.post(path, { headers: { token: customer.token }, data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { order: ApiOrder }).order;
}

/** The e2e shop's admin (playwright.config.ts), signed in through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/admin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** 'SSP 1,525,000.00' for an amount, as the shop writes it. */
export function ssp(amount: number): string {
  return `SSP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function orderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}

export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, / });
}
