import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '@shop/contracts/client';
import { blogFeedXml, rfc822 } from './blog-feed';
import { blogPageCacheQuery, blogPageHref, blogPageOf } from './blog-page-query';

const post = (id: string, title: string, publishedAt: string): BlogSummary => ({
  _id: id,
  title,
  image: `/uploads/blog/${id}-1600.webp`,
  category: 'Food & Farming',
  createdAt: publishedAt,
  publishedAt,
  excerpt: 'Sorghum <keeps> well & "dry"...',
  readingMinutes: 3,
});

describe('blogFeedXml', () => {
  const xml = blogFeedXml({
    origin: 'https://shop.example',
    company: 'Boma Star & Co',
    posts: [
      post('b'.repeat(24), 'Rain, roofs & <nails>', '2026-12-07T07:30:00.000Z'),
      post('a'.repeat(24), "Storing grain\u0001 'safely'", '2026-11-28T22:15:00.000Z'),
    ],
  });

  it('writes RSS 2.0 with the channel and one item per post, every text escaped', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Boma Star &amp; Co blog</title>');
    expect(xml).toContain('<link>https://shop.example/blog</link>');
    expect(xml).toContain(
      '<description>News and practical advice from Boma Star &amp; Co.</description>',
    );
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<title>Rain, roofs &amp; &lt;nails&gt;</title>');
    // A control character XML cannot hold is dropped.
    expect(xml).toContain('<title>Storing grain &apos;safely&apos;</title>');
    expect(xml).toContain(
      `<link>https://shop.example/blog/${'b'.repeat(24)}</link><guid isPermaLink="true">https://shop.example/blog/${'b'.repeat(24)}</guid>`,
    );
    expect(xml).toContain('<pubDate>Mon, 07 Dec 2026 07:30:00 GMT</pubDate>');
    expect(xml).toContain(
      '<description>Sorghum &lt;keeps&gt; well &amp; &quot;dry&quot;...</description>',
    );
    expect(xml).toContain('<lastBuildDate>Mon, 07 Dec 2026 07:30:00 GMT</lastBuildDate>');
  });

  it('has no build date and no item without posts', () => {
    const empty = blogFeedXml({ origin: 'https://shop.example', company: 'Shop', posts: [] });
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
  });

  it('gives dates in RFC 822 form', () => {
    expect(rfc822('2026-01-02T03:04:05.000Z')).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
  });
});

describe('the page number of /blog', () => {
  const of = (query: string) => blogPageOf(new URLSearchParams(query));
  it('reads a whole number from 1 and refuses anything else', () => {
    expect(of('')).toBe(1);
    expect(of('page=1')).toBe(1);
    expect(of('page=12')).toBe(12);
    for (const bad of [
      'page=0',
      'page=-1',
      'page=01',
      'page=1.5',
      'page=abc',
      'page=',
      'page=1234567',
    ])
      expect(of(bad), bad).toBeNull();
  });

  it('links the first page as the bare address and keeps it under that one', () => {
    expect(blogPageHref(1)).toBe('/blog');
    expect(blogPageHref(3)).toBe('/blog?page=3');
    expect(blogPageCacheQuery(new URLSearchParams('page=1&utm_source=x'))).toBe('');
    expect(blogPageCacheQuery(new URLSearchParams('utm_source=x'))).toBe('');
    expect(blogPageCacheQuery(new URLSearchParams('page=3&fbclid=1'))).toBe('page=3');
  });
});
