import type { AdminProduct } from './admin-helpers';
import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  parsePrice,
  test,
  toast,
  waitForHydration,
  openProduct,
} from './fixtures';
import { field, fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import {
  ADDRESS,
  adminToken,
  cartLink,
  cheapProduct,
  orderNumber,
  PASSWORD,
  setServerCart,
  sharedCustomer,
  signInBrowser,
  ssp,
  uniqueEmail,
  userOrders,
} from './order-helpers';

// Checkout 'Complete Your Order' (docs/spec/account-and-company-site.md sections 2, 4, 5, 8 and 9) on the
// running shop and its real orders API. The tests run in order and share one customer
// (a returning regular); each sets its own cart and counts orders from its own start.
test.describe.configure({ mode: 'default' });
const FILE = 'checkout';
const COD_SUCCESS =
  "🎉 Thank you for your order! Your order has been placed successfully. We'll contact you soon for delivery details.";
const CART_EMPTY = '🛒 Your cart is empty. Please add items before placing an order.';

test('a visitor adds to the cart, signs up on the way and pays cash on delivery', async ({
  page,
}) => {
  // The whole story, from the product page to the profile: longer than one page's budget.
  test.slow();
  const product = await cheapProduct(page.request);
  const size = product.sizes[0]!;
  await openProduct(page, product._id);
  await page
    .getByRole('group', { name: /^Select size/ })
    .getByRole('button', { name: size, exact: true })
    .click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  await addToCart.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The cart's summary is the one the checkout must show.
  await page.goto('/cart');
  await waitForHydration(page);
  // The summary's last figure is its total.
  const cartTotal = await page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dd')
    .last()
    .innerText();
  expect(parsePrice(cartTotal)).toBe(product.price * 2 + 25_000);

  // Checkout needs an account: sign-up, then straight back to the checkout.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fplace-order$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const email = uniqueEmail('cod');
  await page.getByLabel('Name', { exact: true }).fill('Achol Deng');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Order' })).toBeVisible();
  await expect(page).toHaveTitle(/^Complete Your Order \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // What the profile knows is filled in; the country starts as South Sudan.
  await expect(field(page, 'First name')).toHaveValue('Achol');
  await expect(field(page, 'Last name')).toHaveValue('Deng');
  await expect(field(page, 'Email address')).toHaveValue(email);
  await expect(field(page, 'Country')).toHaveValue('South Sudan');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();

  // The product table and the very same summary as the cart.
  const table = page.getByRole('table', { name: 'Items in your order' });
  const row = table.getByRole('row').filter({ hasText: product.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ssp(product.price * 2));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Subtotal (2 items)');
  await expect(summary).toContainText(cartTotal);
  await expectNoSeriousA11yViolations(page);

  await fillAddress(page, {
    street: ADDRESS.street,
    city: ADDRESS.city,
    state: ADDRESS.state,
    zipcode: ADDRESS.zipcode,
    phone: ADDRESS.phone,
  });
  await placeOrderButton(page).click();
  await expect(toast(page, COD_SUCCESS)).toBeVisible();
  // The processing toast is gone once the answer is in.
  await expect(toast(page, '🔄 Processing your order...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  // Back to the checkout: the cart is empty now, so it says so, with no form to send again.
  await page.goBack();
  await expect(page.getByRole('main').getByRole('heading', { name: CART_EMPTY })).toBeVisible();
  await expect(placeOrderButton(page)).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/orders$/);

  // The order in the Order List: its item row, status, payment and date.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const orders = await userOrders(page.request, { name: 'Achol Deng', email, token });
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order.amount).toBe(parsePrice(cartTotal));
  const number = orderNumber(order._id);
  const card = page.getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible();
  const item = card.getByRole('listitem').filter({ hasText: product.name });
  await expect(item).toContainText(ssp(product.price));
  await expect(item).toContainText('Quantity:2');
  await expect(item).toContainText(`Size:${size}`);
  await expect(item).toContainText('Payment:Cash on Delivery');
  await expect(item.getByText('Order Placed', { exact: true })).toBeVisible();
  await expect(card).toContainText(ssp(order.amount));
  await expect(card.getByText('Pay on delivery')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Order progress' })).toContainText('Order Placed');

  // The server emptied the account's cart as well.
  const serverCart = await page.request.post('/api/cart/get', { headers: { token }, data: {} });
  expect(((await serverCart.json()) as { cartData: object }).cartData).toEqual({});

  // The profile's Orders tab: number, status badge, payment method, total, count, View Details.
  await page.goto('/profile?tab=orders');
  await waitForHydration(page);
  const panel = page.getByRole('tabpanel');
  const entry = panel.getByRole('listitem').filter({ hasText: `Order #${number}` });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Order Placed', { exact: true })).toBeVisible();
  await expect(entry).toContainText('Cash on Delivery');
  await expect(entry).toContainText(ssp(order.amount));
  await expect(entry).toContainText('2 items');
  await expect(entry.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    '/orders',
  );
  await expectNoSeriousA11yViolations(page);
});

test('every delivery field is required, with its own message and the focus on the first', async ({
  page,
  context,
}) => {
  const customer = await sharedCustomer(page.request, FILE);
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 1)]);
  const before = (await userOrders(page.request, customer)).length;
  await signInBrowser(context, customer);
  await openCheckout(page);
  await expect(field(page, 'First name')).toHaveValue('Achol');

  await field(page, 'First name').fill('');
  await field(page, 'Country').fill('');
  await placeOrderButton(page).click();
  for (const message of [
    'Please enter your first name',
    'Please enter your street',
    'Please enter your city',
    'Please enter your state / province',
    'Please enter your zip code',
    'Please enter your country',
    'Please enter your phone',
  ])
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
  const first = field(page, 'First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('Please enter your first name');

  // A bad e-mail and phone are refused with the server schema's words.
  await fillAddress(page, { ...ADDRESS, email: 'achol@', phone: 'call me' });
  await placeOrderButton(page).click();
  await expect(field(page, 'Email address')).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(main.getByText('Please enter a valid phone number')).toBeVisible();
  // The toasts animate their colours; axe looks at the page's own messages.
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  expect(await userOrders(page.request, customer)).toHaveLength(before);
});

test('mobile money needs a number; with one the order waits for its payment', async ({
  page,
  context,
}) => {
  const customer = await sharedCustomer(page.request, FILE);
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 2)]);
  const before = (await userOrders(page.request, customer)).length;
  await signInBrowser(context, customer);
  await openCheckout(page);
  await fillAddress(page);

  await page.getByRole('radio', { name: /Mobile Money/ }).check();
  const providers = page.getByRole('group', { name: 'Mobile money provider' });
  for (const name of ['MTN', 'Airtel', 'UTL'])
    await expect(providers.getByRole('radio', { name })).toBeVisible();
  // UTL has no API: the customer pays by hand (paying from the phone: phone-payment.spec.ts).
  await providers.getByText('UTL', { exact: true }).click();
  await expect(providers.getByRole('radio', { name: 'UTL' })).toBeChecked();

  await placeOrderButton(page).click();
  await expect(toast(page, 'Please enter your mobile money number')).toBeVisible();
  const number = page.getByLabel('Mobile money number');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(await userOrders(page.request, customer)).toHaveLength(before);
  await dismissToasts(page);

  await number.fill('0921 234 567');
  await placeOrderButton(page).click();
  await expect(
    toast(
      page,
      '📱 Payment instructions have been sent to +211921234567. Your order will be processed once your payment is confirmed.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  const orders = await userOrders(page.request, customer);
  expect(orders).toHaveLength(before + 1);
  const order = orders[0];
  expect(order).toMatchObject({ paymentMethod: 'mobile_money', payment: false });
  const card = page.getByRole('article', { name: `Order #${orderNumber(order!._id)}` });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await expect(card).toContainText('Mobile Money (UTL)');
  await expect(card.getByLabel('Transaction id')).toBeVisible();
});

test('a double click on Place Order places one order', async ({ page, context }) => {
  const customer = await sharedCustomer(page.request, FILE);
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 3)]);
  const before = (await userOrders(page.request, customer)).length;
  await signInBrowser(context, customer);
  await openCheckout(page);
  await fillAddress(page);

  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order/place-cod'))
      keys.push(request.headers()['idempotency-key']);
  });
  await placeOrderButton(page).dblclick();
  await expect(page).toHaveURL(/\/orders$/);
  expect(await userOrders(page.request, customer)).toHaveLength(before + 1);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(new Set(keys).size).toBe(1);
});

test('two clicks in the same instant still place one order', async ({ page, context }) => {
  const customer = await sharedCustomer(page.request, FILE);
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 4)]);
  const before = (await userOrders(page.request, customer)).length;
  await signInBrowser(context, customer);
  await openCheckout(page);
  await fillAddress(page);
  // Both clicks run before React can re-render and disable the button.
  await placeOrderButton(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/orders$/);
  expect(await userOrders(page.request, customer)).toHaveLength(before + 1);
});

test.describe('when a price changes during the checkout', () => {
  // The browser logs the API's 409 answer itself.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('the order is refused with the new figures shown, then goes through', async ({
    page,
    context,
  }) => {
    // A product far down the catalogue (no other test picks it), its price restored at the end.
    const admin = await adminToken(page.request);
    const { products } = await listProducts(page.request, { page: 3, pageSize: 50 });
    const model = products.find((p) => p.sizes.length > 0 && p.price <= 1_000_000)!;
    const read = await page.request.get(`/api/admin/products/${model._id}`, {
      headers: { token: admin },
    });
    expect(read.ok(), await read.text()).toBeTruthy();
    const { product } = (await read.json()) as { product: AdminProduct };
    const fields = {
      name: product.name,
      description: product.description,
      price: product.price,
      category: product.category,
      subCategory: product.subCategory,
      sizes: product.sizes,
      popular: product.popular,
      images: product.image,
    };
    const setPrice = async (price: number) => {
      const saved = await page.request.put(`/api/admin/products/${product._id}`, {
        headers: { token: admin },
        data: { ...fields, price },
      });
      expect(saved.ok(), await saved.text()).toBeTruthy();
    };
    const was = product.price;
    const now = was + 10_000;

    const customer = await sharedCustomer(page.request, FILE);
    await setServerCart(page.request, customer, [model]);
    const before = (await userOrders(page.request, customer)).length;
    await signInBrowser(context, customer);
    await openCheckout(page);
    await fillAddress(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(ssp(was + 25_000));

    try {
      await setPrice(now);
      await placeOrderButton(page).click();
      const refusal = page.getByRole('main').getByRole('alert');
      await expect(refusal).toContainText(
        `The price of ${product.name} is now ${ssp(now)} (was ${ssp(was)}).`,
      );
      await expect(toast(page, /^The price of /)).toBeVisible();
      // The page now shows what the server will charge.
      await expect(summary).toContainText(ssp(now + 25_000));
      await expect(
        page
          .getByRole('table', { name: 'Items in your order' })
          .getByRole('row')
          .filter({ hasText: product.name }),
      ).toContainText(ssp(now));
      expect(await userOrders(page.request, customer)).toHaveLength(before);

      await placeOrderButton(page).click();
      await expect(page).toHaveURL(/\/orders$/);
      const [order] = await userOrders(page.request, customer);
      expect(order!.amount).toBe(now + 25_000);
    } finally {
      await setPrice(was);
    }
  });
});

test('an empty cart shows the message and no form, even on Back after an order', async ({
  page,
  context,
}) => {
  const customer = await sharedCustomer(page.request, FILE);
  await setServerCart(page.request, customer, []);
  await signInBrowser(context, customer);
  await openCheckout(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: CART_EMPTY })).toBeVisible();
  // Nothing that could only be refused: no delivery form, no Place Order.
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(placeOrderButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('a visitor is sent to sign in and comes back to the checkout', async ({ page }) => {
  await page.goto('/place-order');
  await expect(page).toHaveURL(/\/login\?next=%2Fplace-order$/);
});
