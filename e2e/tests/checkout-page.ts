import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { ADDRESS } from './order-helpers';

// The checkout page 'Complete Your Order' as the specs drive it.

export async function openCheckout(page: Page) {
  await page.goto('/place-order');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
}

/**
 * Fills delivery fields by their labels (all of them unless told which), on the page or within
 * one form of it (the profile's address book).
 */
export async function fillAddress(
  scope: Page | Locator,
  values: Partial<typeof ADDRESS> = ADDRESS,
) {
  const labels: Record<keyof typeof ADDRESS, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    street: 'Street',
    city: 'City',
    state: 'State / Province',
    zipcode: 'Zip code',
    country: 'Country',
    phone: 'Phone',
  };
  for (const [name, value] of Object.entries(values))
    await field(scope, labels[name as keyof typeof ADDRESS]).fill(value);
}

/** A delivery field by its label (the label's '*' is hidden from assistive technology). */
export function field(scope: Page | Locator, label: string) {
  return scope.getByRole('textbox', { name: label, exact: true });
}

export function placeOrderButton(page: Page) {
  return page.getByRole('button', { name: 'Place Order' });
}
