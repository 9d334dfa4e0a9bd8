import { expect, listBlogs, listProducts, test, type ApiProduct } from './fixtures';
import { htmlProblems } from './valid-html';

type RatedProduct = ApiProduct & { totalReviews: number };

// The outside validator's view of every page type as the server sends it (before any script
// runs), with e2e/html-validate.ts's exceptions for what React itself writes.
test.describe('server HTML', () => {
  test('every page type passes html-validate', async ({ request }) => {
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    // A product with reviews too: its page adds the summary's bars, partly filled stars and cards.
    const reviewed = ((await listProducts(request)).products as RatedProduct[]).reduce((a, b) =>
      b.totalReviews > a.totalReviews ? b : a,
    );
    const [blog] = await listBlogs(request);
    const paths = [
      '/',
      '/collection',
      `/collection?category=${encodeURIComponent(product!.category)}&sort=low&page=2`,
      `/product/${product!._id}`,
      `/product/${reviewed._id}`,
      '/cart',
      '/about',
      `/blog/${blog!._id}`,
      '/blog',
      `/blog/${blog!._id}/preview`,
      '/login',
      '/place-order',
      '/orders',
      '/profile',
      '/verify',
      '/reset-password/not-a-real-token',
      '/company',
      '/contact',
      '/privacy',
      '/terms',
      '/warranty',
      '/newsletter/confirm/not-a-real-token-0123456789',
      '/newsletter/unsubscribe/not-a-real-token-0123456789',
      '/no-such-page',
    ];
    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toContain('text/html');
      failures.push(...(await htmlProblems(await response.text(), path)));
    }
    expect(failures, `html-validate messages:\n${failures.join('\n')}`).toEqual([]);
  });
});
