import { HtmlValidate, type Message } from 'html-validate';
import { htmlValidateConfig } from '../html-validate';
import { expect, listBlogs, listProducts, test, type ApiProduct } from './fixtures';

type RatedProduct = ApiProduct & { totalReviews: number };

const validator = new HtmlValidate(htmlValidateConfig);

/** One line per message: rule, line:column, the message and the offending markup. */
function formatMessage(message: Message, html: string): string {
  const snippet = html.slice(message.offset, message.offset + Math.max(message.size, 120));
  return `  ${message.ruleId} at ${message.line}:${message.column}: ${message.message}\n    ${snippet.replace(/\s+/g, ' ')}`;
}

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
      '/login',
      '/place-order',
      '/orders',
      '/profile',
      '/verify',
      '/reset-password/not-a-real-token',
      '/no-such-page',
    ];
    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toContain('text/html');
      const html = await response.text();
      const report = await validator.validateString(html, path);
      for (const result of report.results)
        for (const message of result.messages)
          failures.push(`${path}\n${formatMessage(message, html)}`);
    }
    expect(failures, `html-validate messages:\n${failures.join('\n')}`).toEqual([]);
  });
});
