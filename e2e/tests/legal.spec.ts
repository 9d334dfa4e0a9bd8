import { adminToken } from './admin-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  test,
  waitForHydration,
} from './fixtures';
import { expectValidHtml } from './valid-html';

// /privacy, /terms and /warranty (decision 0019): the text staff edit in the admin site, rendered as text.
// One test here changes the privacy text: the file runs its tests one after the other.
test.describe.configure({ mode: 'serial' });

const TITLES = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  warranty: 'Warranty and Returns',
} as const;

interface LegalPage {
  slug: keyof typeof TITLES;
  text: string;
  updatedAt: string | null;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const slug of ['privacy', 'terms', 'warranty'] as const) {
    test(`/${slug} at ${viewport.width} px shows the API's text`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { page: legal } = (await (await request.get(`/api/pages/${slug}`)).json()) as {
        page: LegalPage;
      };
      await page.goto(`/${slug}`);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(TITLES[slug]);
      const first = legal.text.split(/\n\s*\n/)[0]!.trim();
      await expect(main.getByText(first, { exact: true })).toBeVisible();
      const headings = legal.text
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map((line) => line.slice(3).trim());
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings) {
        await expect(
          main.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      // The list of sections leads to each one.
      const contents = main.getByRole('navigation', { name: 'On this page' });
      await contents.getByRole('link', { name: headings.at(-1)!, exact: true }).click();
      await expect(
        main.getByRole('heading', { level: 2, name: headings.at(-1)!, exact: true }),
      ).toBeInViewport();
      const questions = main.getByRole('complementary', { name: 'Questions about this page?' });
      await expect(questions.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expectNoSeriousA11yViolations(page);
      await expectValidHtml(await (await request.get(`/${slug}`)).text(), `/${slug}`);
    });
  }
}

test('staff text with markup reads as text, with its date', async ({ page, request }) => {
  const token = await adminToken(request);
  const { page: before } = (await (await request.get('/api/pages/privacy')).json()) as {
    page: LegalPage;
  };
  const save = (text: string) =>
    request.put('/api/admin/pages/privacy', { headers: { token }, data: { text } });
  const text = [
    'We keep <b>your</b> data safe. <img src=x onerror="window.hacked=1">',
    '## What we collect',
    'Your name.\nYour phone number.',
  ].join('\n\n');
  const saved = await save(text);
  expect(saved.ok(), await saved.text()).toBeTruthy();
  try {
    await page.goto('/privacy');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(
      main.getByText('We keep <b>your</b> data safe. <img src=x onerror="window.hacked=1">'),
    ).toBeVisible();
    await expect(main.locator('article img, article b')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(main.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(main.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  } finally {
    const restored = await save(before.text);
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});

test("the product page's returns promise leads to the warranty page", async ({ page, request }) => {
  const { products } = await listProducts(request, { limit: 1 });
  await page.goto(`/product/${products[0]!._id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Returns within 30 days' }).click();
  await expect(page).toHaveURL('/warranty');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(TITLES.warranty);
  await expect(
    main.getByRole('heading', { level: 2, name: 'Returns within 30 days', exact: true }),
  ).toBeVisible();
  // The other two pages are one tap away.
  const questions = main.getByRole('complementary', { name: 'Questions about this page?' });
  await expect(questions.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(questions.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
});
