import { describe, expect, it } from 'vitest';
import { campaignMail, parseMarkdown, withUtm } from './campaign-mail.ts';

const input = {
  shopName: 'Boma <Star>',
  publicUrl: 'https://shop.example/',
  subject: 'Offers',
  preheader: 'This week',
  body: '',
  products: [],
  utmCampaign: 'offers-abc123',
  unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe/tok',
};

describe("the newsletter's small Markdown", () => {
  it('reads headings, paragraphs with their lines, bold, links and both kinds of list', () => {
    expect(
      parseMarkdown('# Title\n\nOne **two**\nthree [x](https://a.example)\n\n- a\n- b\n1. c'),
    ).toEqual([
      { type: 'heading', level: 1, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        lines: [
          [
            { type: 'text', text: 'One ' },
            { type: 'bold', text: 'two' },
          ],
          [
            { type: 'text', text: 'three ' },
            { type: 'link', text: 'x', href: 'https://a.example' },
          ],
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'c' }]] },
    ]);
  });

  it('escapes everything typed and keeps only http(s) and mailto links', () => {
    const { html, text } = campaignMail({
      ...input,
      body: '<img src=x onerror=alert(1)> **<b>** [click](javascript:alert(1)) [mail](mailto:a@b.example) [q](https://x.example/?a="b")',
    });
    expect(html).not.toMatch(/<img src=x|<b>|href="javascript/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>&lt;b&gt;</strong>');
    expect(html).toContain('[click](javascript:alert(1))');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain('Boma &lt;Star&gt;');
    expect(text).toContain('mail (mailto:a@b.example)');
  });

  it("adds the campaign to the shop's own links only, and to every product card", () => {
    expect(withUtm('https://shop.example/collection?x=1', input.publicUrl, 'c1')).toBe(
      'https://shop.example/collection?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=c1',
    );
    expect(withUtm('https://other.example/', input.publicUrl, 'c1')).toBe('https://other.example/');
    const { html, text } = campaignMail({
      ...input,
      products: [
        {
          _id: 'p1',
          name: 'Cement',
          price: 15000,
          measurement: '50 kg',
          unit: 'bag',
          image: '/uploads/c-800.webp',
        },
      ],
    });
    expect(html).toContain('https://shop.example/uploads/c-480.webp');
    expect(html).toContain('https://shop.example/product/p1?utm_source=newsletter');
    expect(text).toContain('SSP 15,000.00 per 50 kg bag');
    expect(text).toContain('Unsubscribe: https://shop.example/newsletter/unsubscribe/tok');
  });

  it('says "From" the lowest price of a product whose sizes sell at different prices', () => {
    const set = { _id: 'p2', name: 'Dining set', price: 1_450_000, measurement: '', unit: 'set' };
    const { html, text } = campaignMail({
      ...input,
      products: [{ ...set, priceFrom: true, image: null }],
    });
    expect(html).toContain('From SSP 1,450,000.00 per set');
    expect(text).toContain('Dining set\nFrom SSP 1,450,000.00 per set\n');
  });
});
