import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The layout animation's default of 0.45 s (docs/spec/storefront.md section 9): the phone's menu
// and the search dialog come in over 0.45 s, and not at all for someone who asked their system
// for less motion.
test.use({ viewport: { width: 390, height: 844 } });

/** The element's entrance animation, as the browser runs it. */
const entrance = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
  });

async function openMenuAndSearch(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' }).locator('..');
  await expect(menu).toBeVisible();
  const menuMotion = await entrance(menu);
  await banner.getByRole('button', { name: 'Close menu' }).click();
  await banner.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { menu: menuMotion, dialog: await entrance(dialog) };
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the menu and the search dialog come in over 0.45 s', async ({ page }) => {
    const { menu, dialog } = await openMenuAndSearch(page);
    expect(menu).toEqual({ name: 'panel-in', seconds: 0.45 });
    expect(dialog).toEqual({ name: 'dialog-in', seconds: 0.45 });
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('they appear at once', async ({ page }) => {
    const { menu, dialog } = await openMenuAndSearch(page);
    expect(menu).toEqual({ name: 'none', seconds: 0 });
    expect(dialog).toEqual({ name: 'none', seconds: 0 });
  });
});
