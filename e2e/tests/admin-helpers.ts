import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, listProducts, type ApiProduct } from './fixtures';
import { ADDRESS, type ApiOrder, type Customer } from './order-helpers';

// Staff in the admin site's tests: the e2e shop starts with this admin (playwright.config.ts).
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL!;
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

/** A picture this shop already holds (a new product must use an uploaded one). */
export async function shopPicture(request: APIRequestContext): Promise<string> {
  const { products } = await listProducts(request, { pageSize: 1 });
  return (products[0] as unknown as { image: string[] }).image[0]!;
}

let adminTokenPromise: Promise<string> | undefined;
/** One API sign-in per worker serves every test that does not test the login page itself. */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminTokenPromise ??= (async () => {
    const response = await request.post('/api/user/admin', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { token: string }).token;
  })();
  return adminTokenPromise;
}

/** The browser context starts signed in as the e2e admin (what the login page stores). */
export async function signInAdmin(context: BrowserContext, request: APIRequestContext) {
  const token = await adminToken(request);
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('role', 'admin');
  }, token);
}

/** Signs in through /admin/login, as staff do. */
export async function staffSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** The admin site's toast with this text. */
export function adminToast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

export async function openAdmin(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeAttached();
}

/** A product as GET /api/admin/products/:id answers it: what an edit sends back, changed. */
export interface AdminProduct {
  _id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  subCategory: string;
  sizes: string[];
  popular: boolean;
  image: string[];
}

/** The edit form of `product` with a new price, as PUT /api/admin/products/:id takes it. */
export const withPrice = (product: AdminProduct, price: number) => ({
  name: product.name,
  description: product.description,
  price,
  category: product.category,
  subCategory: product.subCategory,
  sizes: product.sizes,
  popular: product.popular,
  images: product.image,
});

/** A product's units and stock as GET /api/admin/products/:id answers them. */
export interface AdminStockedProduct extends AdminProduct {
  productType: string;
  measurement: string;
  unit: string;
  stock: Record<string, number> | null;
}

/** The edit form of `product` with its stock counted and set to `stock` (units per size). */
export const withStock = (product: AdminStockedProduct, stock: Record<string, number>) => ({
  ...withPrice(product, product.price),
  productType: product.productType,
  measurement: product.measurement,
  unit: product.unit,
  trackStock: true,
  stock,
});

/** One line of an order placed through the API: a product, one of its sizes, how many. */
export interface OrderLine {
  product: Pick<ApiProduct, '_id' | 'price'>;
  size: string;
  quantity: number;
}

/**
 * Places an order of these lines through the API, delivered to `lastName` (the admin orders
 * list's search finds a test's own orders by that name), for the amount the shop's settings give.
 */
export async function placeOrderOfLines(
  request: APIRequestContext,
  customer: Customer,
  lines: OrderLine[],
  options: { lastName?: string; mobileNumber?: string } = {},
): Promise<ApiOrder> {
  const settings = (await (await request.get('/api/settings')).json()) as {
    deliveryFee: number;
    freeDeliveryThreshold: number;
  };
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const amount = subtotal + (subtotal >= settings.freeDeliveryThreshold ? 0 : settings.deliveryFee);
  const body = {
    address: { ...ADDRESS, lastName: options.lastName ?? ADDRESS.lastName },
    items: lines.map((line) => ({
      _id: line.product._id,
      size: line.size,
      quantity: line.quantity,
      price: line.product.price,
    })),
    amount,
    ...(options.mobileNumber ? { mobileNumber: options.mobileNumber, mobileProvider: 'MTN' } : {}),
  };
  const path = options.mobileNumber ? '/api/order/mobile-money' : '/api/order/place-cod';
  const response = await request.post(path, { headers: { token: customer.token }, data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { order: ApiOrder }).order;
}

/**
 * A shopper in a browser profile of their own (no staff token in its storage), watched like the
 * fixture's pages: an uncaught error, or a console error not matched by `allowed`, fails the
 * test when it closes.
 */
export async function shopVisitor(browser: Browser, baseURL: string, allowed: RegExp[] = []) {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed.some((re) => re.test(m.text())))
      problems.push(`console: ${m.text()}`);
  });
  return {
    page,
    async close() {
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    },
  };
}
