import type { Page } from '@playwright/test';
import {
  addSizeToCart,
  expect,
  listProducts,
  openProduct,
  test,
  waitForHydration,
} from './fixtures';

// The assistant's round toggle floats over the bottom right corner of every page. At every scroll
// position of the collection, a product page and the cart, no control's centre may be under it
// (it stands aside while a control is in its place).

const TOGGLE = 'button[aria-label="Open the shopping assistant"]';

/** The controls whose centre lies under the visible part of the toggle, described. */
const controlsUnderToggle = (page: Page) =>
  page.evaluate((selector) => {
    const round = document.querySelector<HTMLElement>(selector);
    if (!round) return ['no toggle'];
    const t = round.getBoundingClientRect();
    const view = document.documentElement;
    const left = Math.max(t.left, 0);
    const right = Math.min(t.right, view.clientWidth);
    const top = Math.max(t.top, 0);
    const bottom = Math.min(t.bottom, view.clientHeight);
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((control) => control !== round && control.checkVisibility())
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        return r.width > 0 && x >= left && x <= right && y >= top && y <= bottom;
      })
      .map((control) => control.outerHTML.slice(0, 120));
  }, TOGGLE);

/**
 * Every scroll position at which a control's centre would be under the toggle's place: for each
 * control in the toggle's columns, the position that puts its centre on the toggle's centre.
 */
const positionsToCheck = (page: Page) =>
  page.evaluate((selector) => {
    const round = document.querySelector<HTMLElement>(selector)!;
    // A fixed element's offsets are from the viewport, whatever its transform.
    const [left, right] = [round.offsetLeft, round.offsetLeft + round.offsetWidth];
    const middle = round.offsetTop + round.offsetHeight / 2;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const positions = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select')]
      .filter((control) => control !== round && control.checkVisibility())
      .map((control) => control.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.left + r.width / 2 >= left && r.left + r.width / 2 <= right)
      .map((r) =>
        Math.round(Math.min(end, Math.max(0, window.scrollY + r.top + r.height / 2 - middle))),
      );
    return [...new Set([0, ...positions, end])].sort((a, b) => a - b);
  }, TOGGLE);

/** Scrolls to each position that matters and checks no control's centre is under the toggle. */
async function scrollThrough(page: Page) {
  // Mounted after hydration; it has looked at the page once.
  await expect(page.locator(TOGGLE)).toHaveAttribute('data-rest-checks', /^[1-9]/);
  const positions = await positionsToCheck(page);
  expect(positions.length).toBeLessThan(200);
  for (const y of positions) {
    // The toggle looks at the page again once it rests after the scroll, then moves.
    const checksBefore = Number(await page.locator(TOGGLE).getAttribute('data-rest-checks'));
    const moved = await page.evaluate((to) => {
      const before = window.scrollY;
      window.scrollTo(0, to);
      return window.scrollY !== before;
    }, y);
    if (moved)
      await expect
        .poll(async () => Number(await page.locator(TOGGLE).getAttribute('data-rest-checks')))
        .toBeGreaterThan(checksBefore);
    await expect
      .poll(
        async () =>
          (await page.locator(TOGGLE).evaluate((b) => b.getAnimations().length)) === 0 &&
          (await controlsUnderToggle(page)),
        { message: `at scroll position ${y}` },
      )
      .toEqual([]);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px no control sits under the assistant's toggle on the collection, a product and the cart`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { products } = await listProducts(request, {
      pageSize: 20,
      category: 'Seatingfurniture',
    });
    const product = products.find((p) => p.sizes.length > 0)!;

    await page.goto('/collection');
    await waitForHydration(page);
    await scrollThrough(page);

    await openProduct(page, product._id);
    await scrollThrough(page);
    await addSizeToCart(page, product.sizes[0]!);

    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    await scrollThrough(page);

    // Aside, it still opens the assistant.
    const toggle = page.getByRole('button', { name: 'Open the shopping assistant' });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Shopping Assistant' })).toBeVisible();
  });
}
