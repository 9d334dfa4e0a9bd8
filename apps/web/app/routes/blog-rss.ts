import { BLOG_FEED_ITEMS, type BlogPageResponse, type ShopSettings } from '@shop/contracts/client';
import { blogFeedXml } from '~/features/blog/blog-feed';
import { api } from '~/lib/api';
import { originOf } from '~/lib/page-meta';
import type { Route } from './+types/blog-rss';

/**
 * /blog/rss.xml: the newest published posts as RSS 2.0. The server keeps it rendered like a page
 * (entry.server.tsx), dropped when a post changes or comes due (decision 0059).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = originOf(request, context);
  try {
    const [settings, page] = await Promise.all([
      api<ShopSettings>('/api/settings', { context }),
      api<BlogPageResponse>(`/api/blogs/list?pageSize=${BLOG_FEED_ITEMS}`, { context }),
    ]);
    const body = blogFeedXml({ origin, company: settings.company.name, posts: page.posts });
    return new Response(body, {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    console.error('Blog feed: the API could not be read', error);
    return new Response('The feed is not available right now. Please try again later.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
