import { addressesOf, waitForMail } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import {
  ADDRESS,
  cheapProduct,
  orderNumber,
  placeOrderViaApi,
  registerCustomer,
} from './order-helpers';

// Tracking without an account: the order e-mail's number and link, then the delivery phone, on
// a browser that was never signed in. The customer's details never appear.

/** The API's one answer for a wrong number and a wrong phone (TRACK_MESSAGES.notFound). */
const NOT_FOUND = /^We could not find an order with this order number and phone number\./;
/** The API's message for an order number that is not 6 characters of 0-9 and A-F. */
const NUMBER_REFUSED =
  'Enter the 6-character order number from your order e-mail: digits 0-9 and letters A-F, e.g. 3F9A1C.';

test('a visitor tracks an order from its e-mail’s number and the delivery phone', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'track', 'Nyandeng Malual');
  const order = await placeOrderViaApi(request, customer, await cheapProduct(request, 3));
  const number = orderNumber(order._id);

  // The confirmation e-mail names the order and links to /track with its number.
  const mail = await waitForMail(
    (m) =>
      addressesOf(m.to).includes(customer.email) &&
      (m.text ?? '').includes(`Order number: ${number}`),
  );
  const link = /https?:\/\/\S+\/track\?order=[A-Z0-9]{6}/.exec(mail.text ?? '')?.[0];
  expect(link, 'the order e-mail links to /track').toBeTruthy();
  const path = new URL(link!);
  expect(path.searchParams.get('order')).toBe(number);

  // A wrong phone gets the same answer as a wrong number, and keeps what was typed.
  await page.goto(`${path.pathname}${path.search}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Track your order' })).toBeVisible();
  const numberField = page.getByLabel('Order number');
  await expect(numberField).toHaveValue(number);
  const phoneField = page.getByLabel('Phone number of the delivery address');
  await phoneField.fill('0955 000 111');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(phoneField).toHaveValue('0955 000 111');
  await expect(numberField).toHaveValue(number);

  // The right phone, spelt as people type it, shows the order's progress and items.
  const localSpelling = `0${ADDRESS.phone.replace(/\D/g, '').slice(-9)}`;
  await phoneField.fill(localSpelling);
  await page.getByRole('button', { name: 'Track order' }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Order Placed').first()).toBeVisible();
  await expect(card.getByText(order.items[0]!.name)).toBeVisible();
  await expect(card).not.toContainText(ADDRESS.street);
  await expect(card).not.toContainText(customer.name);
  await expectNoSeriousA11yViolations(page);
});

test('a mistyped order number is explained once, under its field, which takes the focus', async ({
  page,
}) => {
  await page.goto('/track');
  await waitForHydration(page);
  const numberField = page.getByLabel('Order number');
  await numberField.fill('ZZZZZZ');
  await page.getByLabel('Phone number of the delivery address').fill('0921 234 567');
  await page.getByRole('button', { name: 'Track order' }).click();
  const message = page.getByRole('main').getByText(NUMBER_REFUSED, { exact: true });
  await expect(message).toBeVisible();
  await expect(message).toHaveCount(1);
  await expect(numberField).toBeFocused();
  await expect(numberField).toHaveAttribute('aria-invalid', 'true');
  await expect(numberField).toHaveAccessibleDescription(
    new RegExp(NUMBER_REFUSED.replace(/[.]/g, '\\.')),
  );
  await expect(numberField).toHaveValue('ZZZZZZ');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('the tracking form works before JavaScript and is linked from the footer', async ({
  browser,
  request,
}) => {
  const customer = await registerCustomer(request, 'track-nojs', 'Garang Atem');
  const order = await placeOrderViaApi(request, customer, await cheapProduct(request, 4));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track an order' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await page.getByLabel('Order number').fill(`#${orderNumber(order._id).toLowerCase()}`);
  await page.getByLabel('Phone number of the delivery address').fill(ADDRESS.phone);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(
    page.getByRole('article', { name: `Order #${orderNumber(order._id)}` }),
  ).toBeVisible();
  await context.close();
});
