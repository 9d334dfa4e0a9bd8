import type { BlogSummary } from '@shop/contracts/client';
import { escapeXml } from '~/lib/xml';

export interface BlogFeedInput {
  /** PUBLIC_URL's origin: every link in the feed is absolute. */
  origin: string;
  /** The shop's name, for the channel's title. */
  company: string;
  /** The newest posts, newest first. */
  posts: readonly BlogSummary[];
}

/** A moment as RFC 822 wants it in RSS 2.0: 'Mon, 07 Dec 2026 09:00:00 GMT'. */
export const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * /blog/rss.xml: RSS 2.0, each post with its title, address (also its guid), publish date and
 * excerpt. The build date is the newest post's, so the document changes only when the posts do.
 */
export function blogFeedXml({ origin, company, posts }: BlogFeedInput): string {
  const blog = `${origin}/blog`;
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post._id}`;
    return [
      '<item>',
      tag('title', post.title),
      tag('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      tag('pubDate', rfc822(post.publishedAt)),
      tag('category', post.category),
      tag('description', post.excerpt),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', `${company} blog`),
    tag('link', blog),
    tag('description', `News and practical advice from ${company}.`),
    tag('language', 'en'),
    `<atom:link href="${escapeXml(`${blog}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [tag('lastBuildDate', rfc822(posts[0].publishedAt))] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
