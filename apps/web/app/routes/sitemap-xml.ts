import { originOf } from '~/lib/page-meta';
import { fallbackSitemap, sitemapDocument, sitemapHeaders } from '~/lib/sitemap.server';
import type { Route } from './+types/sitemap-xml';

/**
 * /sitemap.xml: every page, post and product on PUBLIC_URL's origin, read from GET /api/sitemap
 * and kept five minutes (lib/sitemap.server.ts); an index of /sitemap-n.xml parts past 50,000
 * addresses (docs/decisions/0024-cheap-requests-and-public-urls.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = originOf(request, context);
  try {
    const body = await sitemapDocument(0, origin, context);
    return new Response(body, { headers: sitemapHeaders });
  } catch (error) {
    console.error('Sitemap: the API could not be read', error);
    return new Response(fallbackSitemap(origin), {
      headers: { ...sitemapHeaders, 'Cache-Control': 'no-store' },
    });
  }
}
