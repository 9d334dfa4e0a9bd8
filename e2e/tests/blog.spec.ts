import {
  expect,
  expectNoSeriousA11yViolations,
  listBlogs,
  test,
  waitForHydration,
} from './fixtures';

const BLOG_ID = /\/blog\/([0-9a-f]{24})$/;

test.describe('blog', () => {
  test('Continue Reading on the home page opens the full post', async ({ page, request }) => {
    const blogs = await listBlogs(request);
    await page.goto('/');
    await waitForHydration(page);

    const readMore = page
      .getByRole('region', { name: 'From Our Blog' })
      .getByRole('link', { name: /^Continue Reading/ })
      .first();
    await readMore.click();
    await expect(page).toHaveURL(BLOG_ID);
    const id = BLOG_ID.exec(page.url())![1]!;
    const blog = blogs.find((b) => b._id === id)!;
    expect(blog, `blog ${id} is in /api/blogs`).toBeTruthy();

    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(article.getByText(blog.category, { exact: true })).toBeVisible();
    await expect(article.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    // The body: several paragraphs beyond the date line.
    expect(await article.getByRole('paragraph').count()).toBeGreaterThanOrEqual(3);
    await expect(article).toContainText(blog.content.split(/\n+/)[0]!.trim().slice(0, 60));

    const more = page.getByRole('region', { name: 'Explore More Articles' });
    await expect(
      more.getByRole('heading', { level: 2, name: 'Explore More Articles' }),
    ).toBeVisible();
    const links = more.getByRole('link', { name: /^Continue Reading/ });
    await expect(links).toHaveCount(Math.min(3, blogs.length - 1));
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\/[0-9a-f]{24}$/);
      expect(href).not.toBe(`/blog/${id}`);
    }
  });

  test('a blog post has no serious accessibility violations', async ({ page, request }) => {
    const [blog] = await listBlogs(request);
    await page.goto(`/blog/${blog!._id}`);
    await waitForHydration(page);
    await expect(
      page.getByRole('region', { name: 'Explore More Articles' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('unknown post', () => {
    test.use({
      allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
    });

    test('shows the error state with a way back home', async ({ page }) => {
      const response = await page.goto('/blog/0123456789abcdef01234567');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load blog post');
      const home = page.getByRole('link', { name: 'Return to Homepage' });
      await expect(home).toHaveAttribute('href', '/');
      await waitForHydration(page);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'New Arrivals' })).toBeVisible();
    });
  });
});
