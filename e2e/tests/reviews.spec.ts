import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  test,
  toast,
  waitForHydration,
  type ApiProduct,
  openProduct as openProductPage,
} from './fixtures';
import { adminToken } from './admin-helpers';
import { PASSWORD, registerCustomer } from './order-helpers';

// Product reviews on the product page and cards (docs/spec/storefront.md sections 2, 4, 5, 7, 8 and 9),
// against the real API: the admin approves through POST /api/admin/reviews/:id/approve.

interface ApiReview {
  _id: string;
  title: string;
  status: string;
  isVerified: boolean;
}

async function ownReviews(request: APIRequestContext, token: string, productId: string) {
  const response = await request.get(`/api/reviews/user?productId=${productId}`, {
    headers: { token },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { reviews: ApiReview[] }).reviews;
}

async function approve(request: APIRequestContext, reviewId: string) {
  const response = await request.post(`/api/admin/reviews/${reviewId}/approve`, {
    headers: { token: await adminToken(request) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

type RatedProduct = ApiProduct & { averageRating: number; totalReviews: number };

/** A product nobody has reviewed yet (no other test writes reviews on one of these). */
async function unreviewedProduct(request: APIRequestContext): Promise<RatedProduct> {
  const { products } = await listProducts(request, { category: 'ReliefSupplies', pageSize: 30 });
  const product = (products as RatedProduct[]).find((p) => p.totalReviews === 0);
  if (!product) throw new Error('every ReliefSupplies product has reviews already');
  return product;
}

/** The product with the most published reviews (the demo catalogue has up to 6 on one). */
async function mostReviewedProduct(request: APIRequestContext): Promise<RatedProduct> {
  const { products } = await listProducts(request);
  return (products as RatedProduct[]).reduce((a, b) => (b.totalReviews > a.totalReviews ? b : a));
}

const section = (page: Page) => page.locator('#reviews');

/** No toast on screen, not even one fading out (axe would judge its contrast mid-fade). */
async function clearToasts(page: Page) {
  await dismissToasts(page);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/** The product page, once its reviews block (a chunk of its own) is interactive. */
async function openProduct(page: Page, productId: string) {
  await openProductPage(page, productId);
  await expect(section(page).locator('[data-reviews-ready]')).toBeAttached();
}

/**
 * A visitor in a browser of their own (no token), watched like the fixture's pages: an uncaught
 * error, a console error or any dialog (alert) fails the test.
 */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  return {
    page,
    async close() {
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    },
  };
}

test.describe('reviews', () => {
  test('a customer writes a review; it is published once approved, edited back to pending, and deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const product = await unreviewedProduct(page.request);
    const customer = await registerCustomer(page.request, 'review', 'Nyandeng Garang');
    const creates: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/reviews/create') && creates.push(r.method()));

    // A visitor sees the empty summary and can open the form.
    await openProduct(page, product._id);
    const reviews = section(page);
    await expect(reviews.getByText('No ratings', { exact: true })).toBeVisible();
    await expect(reviews.getByText('0 reviews', { exact: true })).toBeVisible();
    await expect(
      reviews.getByText('No reviews yet. Be the first to review this product.'),
    ).toBeVisible();
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a Review' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Without a token: the spec's message, and a way to sign in that comes back with the text.
    await form.getByLabel('Title').fill('Kept us dry all season');
    await form.getByLabel('Your review').fill('The tarpaulin held through the rains.\nGood value.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Please login to submit a review')).toBeVisible();
    expect(creates).toEqual([]);
    await form.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}#reviews$`));
    await dismissToasts(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Kept us dry all season');

    // Validation: an empty title, then one past its limit (the counter turns red).
    const title = form.getByLabel('Title');
    await title.fill('   ');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Please enter a title for your review')).toBeVisible();
    await expect(title).toBeFocused();
    await title.fill('x'.repeat(101));
    await expect(form.getByText('101/100')).toBeVisible();
    await expect(form.getByText('Title must be at most 100 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    expect(creates).toEqual([]);
    await title.fill('Kept us dry all season');
    await expect(form.getByText('22/100')).toBeVisible();

    // The rating is a radio group: the arrow keys change it.
    await form.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted! Pending admin approval.')).toBeVisible();
    expect(creates).toEqual(['POST']);
    const own = reviews.getByRole('article', { name: 'Your review' });
    await expect(own.getByText('Pending Approval', { exact: true })).toBeVisible();
    await expect(own.getByText('Kept us dry all season')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    // Pending: not in the public list yet.
    await expect(
      reviews.getByText('No reviews yet. Be the first to review this product.'),
    ).toBeVisible();
    await clearToasts(page);
    await expectNoSeriousA11yViolations(page);

    // The admin approves it through the API.
    const [written] = await ownReviews(page.request, customer.token, product._id);
    expect(written).toMatchObject({ status: 'pending', isVerified: false });
    await approve(page.request, written!._id);

    // A visitor sees it in the list, with the new average and count, here and on the card.
    const visitor = await visitorPage(browser, baseURL!);
    await openProduct(visitor.page, product._id);
    const published = section(visitor.page);
    await expect(published).toContainText('Average rating 4.0 out of 5');
    await expect(published.getByText('1 reviews', { exact: true })).toBeVisible();
    // Each bar has its words: 5 stars first, so the second row is the 4-star one.
    const bars = published.getByRole('figure', { name: 'Ratings by stars' }).getByRole('listitem');
    await expect(bars).toHaveCount(5);
    await expect(bars.nth(1)).toContainText('stars: 1 review, (100%)');
    await expect(bars.nth(0)).toContainText('stars: 0 reviews, (0%)');
    const listed = published.getByRole('listitem').filter({ hasText: 'Kept us dry all season' });
    await expect(listed).toContainText(customer.name);
    await expect(listed).toContainText('Rated 4 out of 5.');
    await expect(listed).toContainText('The tarpaulin held through the rains.');
    await expect(
      visitor.page.getByRole('main').getByRole('link', { name: /4\.0 out of 5/ }),
    ).toContainText('1 reviews');
    await visitor.page.goto(`/collection?q=${encodeURIComponent(product.name)}`);
    const card = visitor.page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: visitor.page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card).toContainText('4.0');
    await expect(card).toContainText('1 reviews');

    // The author sees it verified.
    await page.reload();
    await expect(own.getByText('Verified', { exact: true })).toBeVisible();

    // Edit reopens the filled form; saving sends it back to pending and out of the list.
    await own.getByRole('button', { name: 'Edit your review' }).click();
    const edit = reviews.getByRole('form', { name: 'Edit your review' });
    await expect(edit.getByLabel('Title')).toHaveValue('Kept us dry all season');
    await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await edit.getByLabel('Title').fill('Kept us dry, mostly');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Review updated! Pending admin approval.')).toBeVisible();
    await expect(own.getByText('Pending Approval', { exact: true })).toBeVisible();
    await expect(own.getByText('Kept us dry, mostly')).toBeVisible();
    await expect(reviews.getByText('No ratings', { exact: true })).toBeVisible();
    await openProduct(visitor.page, product._id);
    await expect(published.getByText('0 reviews', { exact: true })).toBeVisible();
    await expect(published.getByText('Kept us dry')).toHaveCount(0);

    // Delete asks first, then removes it; the button to write one comes back.
    await dismissToasts(page);
    await own.getByRole('button', { name: 'Delete your review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(own).toBeVisible();
    await own.getByRole('button', { name: 'Delete your review' }).click();
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expect(toast(page, 'Review deleted successfully!')).toBeVisible();
    await expect(own).toHaveCount(0);
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    expect(await ownReviews(page.request, customer.token, product._id)).toEqual([]);
    await visitor.close();
  });

  test('review text is shown as text, never run; 6 recent reviews and a button for all', async ({
    page,
    browser,
    baseURL,
  }) => {
    const product = await mostReviewedProduct(page.request);
    // With this one approved, the product has more reviews than the 6 shown at first.
    expect(product.totalReviews, 'a demo product with 6 published reviews').toBeGreaterThanOrEqual(
      6,
    );
    const author = await registerCustomer(page.request, 'review-markup', 'Deng <b>Bold</b>');
    const title = '<script>alert(1)</script>';
    const comment = '<img src=x onerror="document.title=\'pwned\'"> Good value.';
    const created = await page.request.post('/api/reviews/create', {
      headers: { token: author.token },
      data: { productId: product._id, rating: 3, title, comment },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [review] = await ownReviews(page.request, author.token, product._id);
    await approve(page.request, review!._id);
    const total = product.totalReviews + 1;

    const visitor = await visitorPage(browser, baseURL!);
    await openProduct(visitor.page, product._id);
    const reviews = section(visitor.page);
    await expect(reviews.getByText(title, { exact: true })).toBeVisible();
    await expect(reviews.getByText(comment, { exact: true })).toBeVisible();
    await expect(reviews.getByText('Deng <b>Bold</b>', { exact: true })).toBeVisible();
    await expect(reviews.locator('script, img[src="x"], b')).toHaveCount(0);
    expect(await visitor.page.title()).not.toBe('pwned');
    // The server-rendered HTML (markup and loader data) carries the text escaped, too.
    const html = await (await page.request.get(`/product/${product._id}`)).text();
    expect(html).not.toContain(title);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    // The newest 6 first (this one leads), then all of them on request.
    const items = reviews.getByRole('list').filter({ hasText: title }).getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText(title);
    await expect(reviews.getByText(`${total} reviews`, { exact: true })).toBeVisible();
    const more = reviews.getByRole('button', { name: `Show all ${total} reviews` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(items).toHaveCount(total);
    const fewer = reviews.getByRole('button', { name: 'Show fewer reviews' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await fewer.click();
    await expect(items).toHaveCount(6);
    await visitor.close();
  });
});
