import type { Page } from '@playwright/test';
import { field, fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import { expect, expectNoSeriousA11yViolations, test, toast, waitForHydration } from './fixtures';
import {
  ADDRESS,
  cheapProduct,
  registerCustomer,
  setServerCart,
  signInBrowser,
} from './order-helpers';

// The checkout remembers (docs/decisions/0051-email-change-and-saved-addresses.md): what was
// typed survives a reload, the address of an order is offered first at the next one, and the
// customer manages their addresses on the profile. At a phone's width and a desktop's.

const PLACE = {
  street: 'Hai Cinema, Plot 3',
  city: 'Yei',
  state: 'Central Equatoria',
  zipcode: '00212',
  phone: '+211 912 000 111',
};

async function expectPlace(page: Page, place: typeof PLACE) {
  await expect(field(page, 'Street')).toHaveValue(place.street);
  await expect(field(page, 'City')).toHaveValue(place.city);
  await expect(field(page, 'State / Province')).toHaveValue(place.state);
  await expect(field(page, 'Zip code')).toHaveValue(place.zipcode);
  await expect(field(page, 'Phone')).toHaveValue(place.phone);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a reload keeps what was typed, and the next order starts with the address used', async ({
      page,
      context,
    }) => {
      const customer = await registerCustomer(page.request, `remember-${viewport.width}`);
      const product = await cheapProduct(page.request, 2);
      await setServerCart(page.request, customer, [product]);
      await signInBrowser(context, customer);
      await openCheckout(page);
      await fillAddress(page, { ...ADDRESS, ...PLACE });

      await page.reload();
      await waitForHydration(page);
      await expectPlace(page, PLACE);

      await placeOrderButton(page).click();
      await expect(page).toHaveURL(/\/orders$/);

      // The second order: the address of the first is chosen already.
      await setServerCart(page.request, customer, [product]);
      await openCheckout(page);
      await expectPlace(page, PLACE);
      const deliverTo = page.getByRole('combobox', { name: 'Deliver to' });
      await expect(deliverTo.locator('option:checked')).toHaveText(
        `${PLACE.street}, ${PLACE.city} (${ADDRESS.firstName} ${ADDRESS.lastName})`,
      );
      await expectNoSeriousA11yViolations(page);
      // "A new address" empties the place and keeps the person.
      await deliverTo.selectOption({ label: 'A new address' });
      await expect(field(page, 'Street')).toHaveValue('');
      await expect(field(page, 'First name')).toHaveValue(ADDRESS.firstName);
    });

    test.describe('on the profile', () => {
      // A refused address is a 400, which the browser logs as a failed resource.
      test.use({ allowedConsoleErrors: [/status of 400/] });

      test('addresses are added, edited and deleted on the profile', async ({ page, context }) => {
        const customer = await registerCustomer(page.request, `address-book-${viewport.width}`);
        await signInBrowser(context, customer);
        await page.goto('/profile');
        await waitForHydration(page);
        const book = page.getByRole('region', { name: 'Delivery addresses' });
        await expect(book).toContainText('No saved addresses yet.');

        await book.getByRole('button', { name: 'Add an address' }).click();
        const form = book.getByRole('form', { name: 'New address' });
        await fillAddress(form, { ...ADDRESS, ...PLACE, phone: 'call me' });
        await form.getByRole('button', { name: 'Save address' }).click();
        // The server's words, at the field.
        await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
        await form.getByLabel('Phone', { exact: true }).fill(PLACE.phone);
        await form.getByRole('button', { name: 'Save address' }).click();
        await expect(toast(page, 'Address saved')).toBeVisible();
        await expect(book.getByRole('listitem')).toHaveCount(1);
        await expect(book.getByRole('listitem')).toContainText(PLACE.street);

        const name = `${PLACE.street}, ${PLACE.city}`;
        await book.getByRole('button', { name: `Edit ${name}` }).click();
        const edit = book.getByRole('form', { name: `Edit ${name}` });
        await edit.getByLabel('Street', { exact: true }).fill('Ministries Road 9');
        await edit.getByRole('button', { name: 'Save address' }).click();
        await expect(toast(page, 'Address updated')).toBeVisible();
        await expect(book.getByRole('listitem')).toContainText('Ministries Road 9');

        // Kept on the server: a reload shows the edit.
        await page.reload();
        await waitForHydration(page);
        await expect(book.getByRole('listitem')).toContainText('Ministries Road 9');
        await expectNoSeriousA11yViolations(page);

        await book.getByRole('button', { name: `Delete Ministries Road 9, ${PLACE.city}` }).click();
        await book.getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(toast(page, 'Address deleted')).toBeVisible();
        await expect(book.getByRole('listitem')).toHaveCount(0);
        await expect(book).toContainText('No saved addresses yet.');
      });
    });
  });
}
