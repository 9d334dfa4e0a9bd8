import { adminToast, adminToken, shopPicture, shopVisitor, signInAdmin } from './admin-helpers';
import { field, fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import {
  ADDRESS,
  cartLink,
  orderNumber,
  registerCustomer,
  signInBrowser,
  ssp,
  userOrders,
} from './order-helpers';

// Prices per size (docs/decisions/0074-prices-sku-and-cost-per-size.md), at a computer's and a
// phone's width: staff give a dining set's dearer size its own price, with SKUs and cost prices;
// a customer sees "From" the lowest, picks the dearer size, and the cart, the checkout and the
// placed order charge that size's price. The product is this file's own (archived at the end).

const FOUR = 'Table + 4 chairs';
const SIX = 'Table + 6 chairs';
const LOW = 1_400_000;
const HIGH = 1_900_000;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`prices per size at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff price two sizes apart; a customer sees "From", buys the dearer size at its price', async ({
      page,
      context,
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const token = await adminToken(request);
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const name = `Yei Dining Set ${tag}`;
      const sku = `YDS-${tag}`.toUpperCase();
      const created = await request.post('/api/admin/products', {
        headers: { token },
        data: {
          name,
          description: 'A hardwood dining table with stackable chairs.',
          price: LOW,
          category: 'Tables',
          subCategory: 'Dining Tables',
          sizes: [FOUR, SIX],
          unit: 'set',
          images: [await shopPicture(request)],
        },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const id = ((await created.json()) as { product: { _id: string } }).product._id;
      try {
        // Staff: per size, a price (the smaller set keeps the product's), a SKU and a cost.
        await signInAdmin(context, request);
        await page.goto(`/admin/products/${id}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const size = (s: string) => page.getByRole('group', { name: s, exact: true });
        const sixPrice = size(SIX).getByLabel(`Price of ${SIX} (SSP)`, { exact: true });
        await expect(sixPrice).toHaveAttribute('placeholder', '1,400,000');
        await expect(size(FOUR).getByText("Empty: the product's price.")).toBeVisible();
        await sixPrice.fill('1,900,000');
        await size(FOUR).getByLabel(`SKU of ${FOUR}`, { exact: true }).fill(`${sku}-4`);
        // The same SKU for both sizes is refused at the second, before anything is sent.
        const twice = `${sku}-4`.toLowerCase();
        await size(SIX).getByLabel(`SKU of ${SIX}`, { exact: true }).fill(twice);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(
          size(SIX).getByText(
            `The SKU "${twice}" of size "${SIX}" is also given to size "${FOUR}". Each size needs its own.`,
          ),
        ).toBeVisible();
        await size(SIX).getByLabel(`SKU of ${SIX}`, { exact: true }).fill(`${sku}-6`);
        await size(SIX).getByLabel(`Cost price of ${SIX} (SSP)`, { exact: true }).fill('1,520,000');
        await expect(size(SIX).getByText('Margin SSP 380,000.00 (20%)')).toBeVisible();
        await expect(page.getByText(`Shown as From ${ssp(LOW)}`)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(adminToast(page, 'Product saved.')).toBeVisible();
        await expect(page.getByText('All changes saved')).toBeVisible();
        await expect(sixPrice).toHaveValue('1900000');

        // The storefront's page says every price and no SKU or cost, scripts or not.
        const html = await (await request.get(`/product/${id}`)).text();
        expect(html).toContain(ssp(HIGH));
        expect(html).not.toContain(sku);
        expect(html).not.toContain('1520000');

        // A customer: the card says From the lowest.
        const customer = await registerCustomer(request, `size-prices-${tag}`, 'Keji Lado');
        const shopper = await shopVisitor(browser, baseURL!);
        const shop = shopper.page;
        await shop.setViewportSize(viewport);
        await signInBrowser(shop.context(), customer);
        await shop.goto(`/collection?q=${encodeURIComponent(name)}`);
        await waitForHydration(shop);
        const card = shop.getByRole('article').filter({ hasText: name });
        await expect(card.getByText('From', { exact: true })).toBeVisible();
        await expect(card.getByText(ssp(LOW))).toBeVisible();
        await card.getByRole('link', { name: /^View Details/ }).click();

        // The product page: From the lowest, then the chosen size's price.
        await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
        await waitForHydration(shop);
        const price = shop.locator('p[aria-live="polite"]').filter({ hasText: 'SSP' });
        await expect(price).toHaveText(`From ${ssp(LOW)} per set`);
        const six = shop
          .getByRole('group', { name: /^Select size/ })
          .getByRole('button', { name: `${SIX} ${ssp(HIGH)}` });
        await six.click();
        await expect(six).toHaveAttribute('aria-pressed', 'true');
        await expect(price).toHaveText(`${ssp(HIGH)} per set`);
        await expectNoSeriousA11yViolations(shop);
        await shop.getByRole('button', { name: 'Add to Cart' }).click();
        await expect(cartLink(shop)).toHaveAccessibleName('Cart, 1 item');

        // The cart and the checkout charge the size's price.
        await shop.goto('/cart');
        await waitForHydration(shop);
        const line = shop.getByRole('listitem').filter({ hasText: name });
        await expect(line).toContainText(`Size: ${SIX}`);
        await expect(line.getByText(ssp(HIGH)).first()).toBeVisible();
        await openCheckout(shop);
        const row = shop
          .getByRole('table', { name: 'Items in your order' })
          .getByRole('row')
          .filter({ hasText: name });
        await expect(row).toContainText(ssp(HIGH));
        await expect(field(shop, 'First name')).toHaveValue('Keji');
        await fillAddress(shop, {
          email: customer.email,
          street: ADDRESS.street,
          city: ADDRESS.city,
          state: ADDRESS.state,
          zipcode: ADDRESS.zipcode,
          phone: ADDRESS.phone,
        });
        await placeOrderButton(shop).click();
        await expect(shop).toHaveURL(/\/orders$/);

        // The placed order holds the dearer size at its price.
        const [order] = await userOrders(request, customer);
        expect(order!.items.map((i) => [i.size, i.price, i.quantity])).toEqual([[SIX, HIGH, 1]]);
        const placed = shop.getByRole('article', { name: `Order #${orderNumber(order!._id)}` });
        const item = placed.getByRole('listitem').filter({ hasText: name });
        await expect(item).toContainText(ssp(HIGH));
        await expect(item).toContainText(`Size:${SIX}`);
        await shopper.close();
      } finally {
        const archived = await request.post(`/api/admin/products/${id}/archive`, {
          headers: { token },
        });
        expect(archived.ok(), await archived.text()).toBeTruthy();
      }
    });
  });
}
