import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export { expect };

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Fixtures {
  /**
   * Console errors a test expects (matched against the message text), e.g. the browser's own
   * "Failed to load resource: ... 404" line when a test deliberately opens a missing page.
   * Page errors (uncaught exceptions) are never allowed.
   */
  allowedConsoleErrors: RegExp[];
}

/** Every page of the test's context reports its uncaught errors and console errors here. */
function watchContext(context: BrowserContext, allowed: RegExp[], problems: string[]) {
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      problems.push(`pageerror at ${page.url()}: ${error.stack ?? error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowed.some((re) => re.test(text))) return;
      const where = message.location();
      problems.push(`console.error at ${page.url()} (${where.url}:${where.lineNumber}): ${text}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * The shop's `test`: any uncaught page error or console error during a test fails it, so "no
 * console errors" is proven on every test. bypassCSP lets axe-core be injected into pages that
 * carry the app's strict (nonce- or hash-based) Content-Security-Policy.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  bypassCSP: true,
  // Each test is its own customer on its own address, as real shoppers are: the shop under test
  // trusts X-Forwarded-For (TRUST_PROXY), so the per-address limits (sign-ups: 20 per 10
  // minutes) count one test's requests, not the whole suite's.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    watchContext(context, allowedConsoleErrors, problems);
    await use(context);
    expect(problems.length, `page errors / console errors:\n${problems.join('\n')}`).toBe(0);
  },
});

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Runs axe-core on the whole document and fails on any 'serious' or 'critical' violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // A toast on its way in or out fades through colours no reader is meant to read
    // (docs/flakes.md); a settled toast is checked like the rest of the page.
    const moving = {
      exclude: [['[class*="Toastify__bounce-exit"]'], ['[class*="Toastify__bounce-enter"]']],
    };
    const result = await axe.run(moving, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${JSON.stringify(n.target)}  ${n.html.slice(0, 160)}`).join('\n'),
    )
    .join('\n');
  expect(serious.length, `axe found serious/critical violations on ${page.url()}:\n${report}`).toBe(
    0,
  );
}

// ---------------------------------------------------------------------------------------------
// Small shared helpers
// ---------------------------------------------------------------------------------------------

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  sizes: string[];
  category: string;
  subCategory: string;
  popular: boolean;
  /** Units left of each size, or null when the product's stock is not counted. */
  stock?: Record<string, number> | null;
}

export async function listProducts(
  request: APIRequestContext,
  query: Record<string, string | number> = {},
): Promise<{ products: ApiProduct[]; total: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/product/list?${params}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { products: ApiProduct[]; total: number };
}

export interface ApiBlog {
  _id: string;
  title: string;
  category: string;
  content: string;
}

export async function listBlogs(request: APIRequestContext): Promise<ApiBlog[]> {
  const response = await request.get('/api/blogs');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiBlog[];
}

/** 'SSP 1,500,000.00' -> 1500000 */
export function parsePrice(text: string): number {
  const match = /SSP\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no SSP price in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** A toast (react-toastify, loaded on first use) with exactly this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/**
 * Closes the visible toasts with their close buttons (they sit top-right, over the header's cart
 * link, for 5 s) and waits until they are gone.
 */
export async function dismissToasts(page: Page) {
  const close = page.locator('.Toastify').getByRole('button', { name: 'close' });
  // On a loaded machine a click can miss a toast that is still sliding in (and a toast under
  // the pointer pauses its timer): click what is there until none is left.
  await expect(async () => {
    for (const button of await close.all())
      await button.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    // Gone from the page, not only closed: a toast still fading out trips axe's contrast check.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 1_500 });
  }).toPass({ timeout: 12_000 });
}

/**
 * Waits until React has committed the document's hydration. React tags each element with its
 * fiber while it renders, before the commit, so a tag on `#main` is not proof: the hydration can
 * still be in progress, or be started again, when the test clicks. What is final is the root's
 * own state, which stops being dehydrated only at the commit.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
    const hostRoot = key
      ? (document as unknown as Record<string, { stateNode?: HydrationRoot }>)[key]
      : undefined;
    return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/** The part of React's root that says whether the server's HTML is still being hydrated. */
interface HydrationRoot {
  current?: { memoizedState?: { isDehydrated?: boolean } };
}

/** Opens a product's page, ready for clicks. */
export async function openProduct(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await waitForHydration(page);
}

/** On a product's page: picks the size and adds one to the cart. */
export async function addSizeToCart(page: Page, size: string) {
  const sizeButton = page
    .getByRole('group', { name: /^Select size/ })
    .getByRole('button', { name: size, exact: true });
  await sizeButton.click();
  // A click that did not choose the size says so here, not later as an empty cart.
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}
