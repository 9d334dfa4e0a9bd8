import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './admin-helpers';
import { linkInMailTo } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import { expectValidHtml } from './valid-html';

// The newsletter's double opt-in (docs/architecture.md, "Where the specifications disagree or are
// silent", decision 0019): the footer's form, the mailed confirmation link whose page confirms only
// when its button is pressed (mail scanners open links), the unsubscribe page's one button.

const CHECK_EMAIL =
  'Thank you! Please check your e-mail and click the link in it to confirm your subscription.';
const CONFIRMED = 'Your subscription is confirmed. You will receive our news and offers.';
const ALREADY = 'Your subscription was already confirmed.';
const UNSUBSCRIBED = 'You have been unsubscribed. You will receive no more newsletters from us.';
const INVALID = 'This link is not valid or has expired. Please subscribe again from our website.';

const uniqueEmail = (tag: string) =>
  `news-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The address's state as staff see it (GET /api/admin/subscribers). */
async function subscriberStatus(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { subscribers } = (await response.json()) as {
    subscribers: { email: string; status: string }[];
  };
  return subscribers.find((s) => s.email === email)?.status;
}

/** The footer's form, once its lazily loaded code has hydrated it (a click before would be lost). */
async function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Your e-mail address');
  await input.scrollIntoViewIfNeeded();
  await expect
    .poll(() => input.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
    .toBe(true);
  return {
    input,
    subscribe: footer.getByRole('button', { name: /^Subscribe/ }),
    status: footer.getByRole('status'),
    alert: footer.getByRole('alert'),
  };
}

// The reused link's page answers 404, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px: subscribe from the footer, confirm from the e-mail, unsubscribe`, async ({
    page,
  }) => {
    // The whole story in one test: the footer's form, the mail, the link's page before and after
    // Confirm, the unsubscribe page: seven pages shown and four accessibility scans.
    test.slow();
    await page.setViewportSize(viewport);
    const email = uniqueEmail(String(viewport.width));
    await page.goto('/');
    await waitForHydration(page);

    const form = await footerForm(page);
    await form.input.fill('not-an-address');
    await form.subscribe.click();
    await expect(form.alert).toHaveText('Please enter a valid e-mail address.');
    await form.input.fill(email);
    await form.subscribe.click();
    await expect(form.status).toHaveText(CHECK_EMAIL);
    await expect(form.alert).toHaveText('');
    await expect(form.input).toHaveValue('');

    const confirm = await linkInMailTo(email, '/newsletter/confirm/');
    const unsubscribeFromMail = await linkInMailTo(email, '/newsletter/unsubscribe/');

    // Opening the link (as a mail scanner does) confirms nothing: the page asks.
    await page.goto(confirm);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(main.getByText(email)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
    expect(await subscriberStatus(page.request, email)).toBe('pending');

    await waitForHydration(page);
    await main.getByRole('button', { name: 'Confirm' }).click();
    const confirmed = main.getByRole('heading', { level: 1, name: 'Subscription confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toBeFocused();
    await expect(main.getByText(CONFIRMED)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await subscriberStatus(page.request, email)).toBe('confirmed');

    // Opened again: it says so at once, with the way out.
    await page.goto(confirm);
    await expect(main.getByText(ALREADY)).toBeVisible();
    const unsubscribe = main.getByRole('link', { name: 'Unsubscribe' });
    await expect(unsubscribe).toHaveAttribute('href', unsubscribeFromMail);

    await waitForHydration(page);
    await unsubscribe.click();
    await expect(page).toHaveURL(unsubscribeFromMail);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Unsubscribe from our newsletter?',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Unsubscribe' }).click();
    const done = main.getByRole('heading', { level: 1, name: 'You are unsubscribed' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(main.getByText(UNSUBSCRIBED)).toBeVisible();

    // Unsubscribed for good: the old confirmation link no longer signs the address up.
    await page.goto(confirm);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await expect(main.getByText(INVALID)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opening either link changes nothing; their buttons confirm and unsubscribe', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs');
    const signUp = await request.post('/api/newsletter', { data: { email } });
    expect(signUp.ok(), await signUp.text()).toBeTruthy();
    const confirm = await linkInMailTo(email, '/newsletter/confirm/');
    const unsubscribe = await linkInMailTo(email, '/newsletter/unsubscribe/');
    const main = page.getByRole('main');

    // A scanner that follows the links only reads the pages: nothing is confirmed or undone.
    await expectValidHtml(await (await request.get(confirm)).text(), confirm);
    await page.goto(unsubscribe);
    await expect(main.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await page.goto(confirm);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(main.getByText(email)).toBeVisible();
    expect(await subscriberStatus(request, email)).toBe('pending');

    // The button posts the form to the page's action: confirmed, without any JavaScript.
    await main.getByRole('button', { name: 'Confirm' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    await expect(main.getByText(CONFIRMED)).toBeVisible();
    expect(await subscriberStatus(request, email)).toBe('confirmed');

    await page.goto(unsubscribe);
    await main.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main.getByText(UNSUBSCRIBED)).toBeVisible();
  });

  test('an unknown link says it does not work, with a 404', async ({ page, request }) => {
    for (const path of [
      '/newsletter/confirm/AAAAAAAAAAAAAAAAAAAAAAAAA',
      '/newsletter/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAA',
    ])
      await expectValidHtml(await (await request.get(path)).text(), path);

    const response = await page.goto(
      '/newsletter/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByText(INVALID)).toBeVisible();
  });
});
