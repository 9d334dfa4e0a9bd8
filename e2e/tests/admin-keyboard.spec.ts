import type { Locator, Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The admin with a keyboard (issue 31): a "Skip to content" link is the first tab stop and takes
// the focus past the menu, every focused control shows a ring in a colour that differs from what
// is around it, and a saved form puts the focus on the page's heading.

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} never took the focus in ${limit} tabs`);
}

/**
 * The focused element's ring: its outline's style, width and colour, and the colour behind the
 * element (the nearest box with a background of its own).
 */
function ringOf(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    let behind = el.parentElement;
    while (
      behind &&
      /rgba\(\d+, \d+, \d+, 0\)|transparent/.test(getComputedStyle(behind).backgroundColor)
    )
      behind = behind.parentElement;
    return {
      focusVisible: el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      own: style.backgroundColor,
      behind: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
    };
  });
}

async function expectVisibleRing(locator: Locator) {
  // A button's colour transition eases its outline in too: read the ring once it has settled
  // (CI run 30 read it mid-way, still white).
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const ring = await ringOf(locator);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.colour).not.toBe(ring.behind);
  expect(ring.colour).not.toBe(ring.own);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the first tab stop skips to the page; focused buttons show their ring', async ({
      page,
      context,
    }) => {
      await signInAdmin(context, page.request);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expectVisibleRing(skip);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next stop is in the page, not the menu's first link.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => ({
        inMain: !!document.activeElement?.closest('main'),
        inMenu: !!document.activeElement?.closest('header'),
      }));
      expect(next).toEqual({ inMain: true, inMenu: false });

      // The dark-green primary button inside its white card.
      if (viewport.width < 640) await page.getByRole('button', { name: /^Filters/ }).click();
      const apply = page.getByRole('button', { name: 'Apply filters' });
      await tabTo(page, apply);
      await expectVisibleRing(apply);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    // The sign-in's init script is offered to the campaign preview's frame too, whose sandbox
    // runs no script by design: the browser logs the refusal (as in admin-campaigns.spec.ts).
    allowedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/],
  });

  test('a menu link on dark green shows its ring; a saved form puts the focus on the heading', async ({
    page,
    context,
  }) => {
    await signInAdmin(context, page.request);
    await page.goto('/admin/campaigns/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

    const menuLink = page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' });
    await tabTo(page, menuLink);
    await expectVisibleRing(menuLink);

    const subject = `Keyboard saved ${Date.now().toString(36)}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Newsletter', { exact: true }).fill('Saved from the keyboard.');
    const save = page.getByRole('button', { name: 'Save draft' });
    await tabTo(page, save);
    await expectVisibleRing(save);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
    // The new campaign's own page, its heading holding the focus.
    await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
