import type { APIRequestContext, Page } from '@playwright/test';
import { adminToast, adminToken, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';

// /blog page by page, a post's previous and next links, the RSS feed, and a draft that only staff
// see until it is published (decision 0059). The posts it writes become the newest everyone sees,
// so it runs in the catalogue-changes project, after the shop's other tests (playwright.config.ts).

const PAGE_SIZE = 12;
const FEED_ITEMS = 20;

interface Summary {
  _id: string;
  title: string;
  image: string;
  publishedAt: string;
}
interface BlogPage {
  posts: Summary[];
  total: number;
  totalPages: number;
}

async function publishedPosts(request: APIRequestContext): Promise<Summary[]> {
  const response = await request.get('/api/blogs/list?pageSize=50');
  expect(response.ok()).toBeTruthy();
  const page = (await response.json()) as BlogPage;
  expect(page.total, 'this test reads every post in one answer').toBeLessThanOrEqual(50);
  return page.posts;
}

async function writePost(
  request: APIRequestContext,
  title: string,
  image: string,
  more: Record<string, string> = {},
): Promise<string> {
  const response = await request.post('/api/admin/blogs', {
    headers: { token: await adminToken(request) },
    data: {
      title,
      category: 'Shop news',
      content: `${title}: what changed this week.\n\nA second paragraph with more words in it.`,
      image,
      ...more,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { blog: { _id: string } }).blog._id;
}

const cardTitles = (page: Page) =>
  page.locator('main article').getByRole('heading', { level: 2 }).allInnerTexts();

// One worker for the file: each test counts the posts, and the draft test adds one.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // More than one page of posts: the demo shop has six.
  const posts = await publishedPosts(request);
  const missing = PAGE_SIZE + 2 - posts.length;
  const run = Date.now().toString(36);
  for (let i = 1; i <= missing; i++) {
    await writePost(request, `Blog pages ${run} post ${i}`, posts[0]!.image);
  }
});

for (const width of [390, 1280]) {
  test.describe(`blog pages at ${width} px`, () => {
    test.use({
      viewport: { width, height: width === 390 ? 844 : 900 },
      // Past the last page, and a draft's own address, answer 404 on purpose.
      allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
    });

    test('/blog lists every published post, newest first, page by page, with plain links', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const posts = await publishedPosts(request);
      const pages = Math.ceil(posts.length / PAGE_SIZE);
      expect(pages).toBeGreaterThan(1);

      // The home page's blog list leads here.
      await page.goto('/');
      await waitForHydration(page);
      await page
        .getByRole('region', { name: 'From Our Blog' })
        .getByRole('link', { name: 'All posts' })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page).toHaveTitle(/^Blog \| /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^News and practical advice from /,
      );
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/blog/rss.xml');
      await expect(page.getByText(`${posts.length} posts, page 1 of ${pages}`)).toBeVisible();

      // Each card: picture, date, reading time, title and excerpt.
      const first = page.locator('main article').first();
      await expect(first.locator('img')).toHaveAttribute('src', /^\/uploads\/blog\//);
      await expect(first.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(first.getByText(/\d+ min read/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Through every page by 'Older posts', then back by 'Newer posts'.
      const seen: string[] = [];
      for (let n = 1; n <= pages; n++) {
        await expect(page.getByText(`Page ${n} of ${pages}`, { exact: true })).toBeVisible();
        const titles = await cardTitles(page);
        expect(titles).toHaveLength(n < pages ? PAGE_SIZE : posts.length - PAGE_SIZE * (pages - 1));
        seen.push(...titles);
        const older = page.getByRole('link', { name: 'Older posts' });
        if (n === pages) {
          await expect(older).toHaveCount(0);
          break;
        }
        await expect(older).toHaveAttribute('href', `/blog?page=${n + 1}`);
        await older.click();
        await expect(page).toHaveURL(new RegExp(`/blog\\?page=${n + 1}$`));
      }
      expect(seen).toEqual(posts.map((p) => p.title));
      await page.getByRole('link', { name: 'Newer posts' }).click();
      await expect(page.getByText(`Page ${pages - 1} of ${pages}`, { exact: true })).toBeVisible();

      // Without JavaScript the same links page the blog.
      const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const noJs = await plain.newPage();
      await noJs.goto('/blog');
      await noJs.getByRole('link', { name: 'Older posts' }).click();
      await expect(noJs).toHaveURL(/\/blog\?page=2$/);
      await expect(noJs.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible();
      await plain.close();

      // A page past the last, or one that is not a number, is a clear 404.
      for (const query of [`page=${pages + 1}`, 'page=abc']) {
        const missing = await page.goto(`/blog?${query}`);
        expect(missing?.status(), query).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'This page of the blog does not exist',
        );
      }
      await page.getByRole('link', { name: 'Go to the newest posts' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });

    test('a post links to the one before and after it by publish date', async ({
      page,
      request,
    }) => {
      const posts = await publishedPosts(request);
      const [newer, post, older] = posts;
      await page.goto(`/blog/${post!._id}`);
      await waitForHydration(page);
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/blog/rss.xml');
      const more = page.getByRole('navigation', { name: 'More posts' });
      const next = more.getByRole('link', { name: /^Next post/ });
      const previous = more.getByRole('link', { name: /^Previous post/ });
      await expect(next).toContainText(newer!.title);
      await expect(next).toHaveAttribute('href', `/blog/${newer!._id}`);
      await expect(previous).toContainText(older!.title);
      await expectNoSeriousA11yViolations(page);

      await previous.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${older!._id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(older!.title);
      await more.getByRole('link', { name: /^Next post/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);

      // The newest post has no next one, the oldest no previous one.
      await page.goto(`/blog/${newer!._id}`);
      await expect(more.getByRole('link', { name: /^Previous post/ })).toBeVisible();
      await expect(more.getByRole('link', { name: /^Next post/ })).toHaveCount(0);
      await page.goto(`/blog/${posts.at(-1)!._id}`);
      await expect(more.getByRole('link', { name: /^Next post/ })).toBeVisible();
      await expect(more.getByRole('link', { name: /^Previous post/ })).toHaveCount(0);
    });

    test('/blog/rss.xml is RSS 2.0 with one item per newest post', async ({ page, request }) => {
      const posts = await publishedPosts(request);
      const response = await request.get('/blog/rss.xml');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();

      await page.goto('/blog');
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const read = (el: Element | null | undefined, tag: string) =>
          el?.getElementsByTagName(tag)[0]?.textContent ?? null;
        const channel = doc.querySelector('rss > channel');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          version: doc.documentElement.getAttribute('version'),
          title: read(channel, 'title'),
          link: read(channel, 'link'),
          description: read(channel, 'description'),
          items: [...doc.getElementsByTagName('item')].map((item) => ({
            title: read(item, 'title'),
            link: read(item, 'link'),
            guid: read(item, 'guid'),
            pubDate: read(item, 'pubDate'),
            description: read(item, 'description'),
          })),
        };
      }, xml);
      expect(feed.error).toBe(false);
      expect(feed.version).toBe('2.0');
      expect(feed.title).toMatch(/ blog$/);
      expect(feed.link).toMatch(/^https?:\/\/[^/]+\/blog$/);
      expect(feed.description).toBeTruthy();
      expect(feed.items).toHaveLength(Math.min(FEED_ITEMS, posts.length));
      feed.items.forEach((item, i) => {
        const post = posts[i]!;
        expect(item.title).toBe(post.title);
        expect(item.link).toMatch(new RegExp(`^https?://[^/]+/blog/${post._id}$`));
        expect(item.guid).toBe(item.link);
        expect(item.pubDate).toMatch(
          /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        );
        expect(Date.parse(item.pubDate!)).toBe(
          Math.floor(Date.parse(post.publishedAt) / 1000) * 1000,
        );
        expect(item.description).toBeTruthy();
      });
    });

    test('a draft is seen by staff alone, in its preview, until it is published', async ({
      page,
      request,
      browser,
      baseURL,
      context,
    }) => {
      const [newest] = await publishedPosts(request);
      const title = `Draft at ${width} px ${Date.now().toString(36)}`;
      const id = await writePost(request, title, newest!.image, { status: 'draft' });

      // Shoppers: not in the list, not in the feed, its address a 404, its preview refused.
      const visitor = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
      const shopper = await visitor.newPage();
      await shopper.goto('/blog');
      await expect(shopper.locator('main article').first()).toContainText(newest!.title);
      await expect(shopper.getByText(title)).toHaveCount(0);
      expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(title);
      expect((await shopper.goto(`/blog/${id}`))?.status()).toBe(404);
      await shopper.goto(`/blog/${id}/preview`);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(
        'Only signed-in staff can preview posts',
      );

      // Staff: the admin list says Draft; Preview shows the post as it will look.
      await signInAdmin(context, request);
      await page.goto('/admin/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: title });
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await expect(row.getByText('Not on the shop')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        row.getByRole('link', { name: /^Preview/ }).click(),
      ]);
      await expect(preview).toHaveURL(new RegExp(`/blog/${id}/preview$`));
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(preview.getByText(/^Preview · Draft\./)).toBeVisible();
      await expectNoSeriousA11yViolations(preview);
      await preview.close();

      // Published from the editor: on the shop at once, first in the list.
      await row.getByRole('link', { name: `Edit “${title}”` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(adminToast(page, 'Blog post updated')).toBeVisible();
      await expect(page.getByText(/^Published \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

      await shopper.goto('/blog');
      await expect(shopper.locator('main article').first()).toContainText(title);
      const shown = await shopper.goto(`/blog/${id}`);
      expect(shown?.status()).toBe(200);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await (await request.get('/blog/rss.xml')).text()).toContain(title);
      await visitor.close();
    });
  });
}
