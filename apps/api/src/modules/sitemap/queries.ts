import { sql } from 'drizzle-orm';
import { LEGAL_PAGES, type SitemapResponse } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { blogs, products, settings } from '../../db/schema.ts';
import { isPublicBlog } from '../blog/index.ts';

interface Row {
  kind: 'page' | 'blog' | 'product';
  id: string;
  lastmod: string;
}

const day = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Everything /sitemap.xml lists, in one query: the legal pages staff have rewritten (their text
 * is a settings row of its own, modules/pages/service.ts), every public blog post (not a draft,
 * nor one scheduled for later: decision 0059), and every product on sale; oldest first within
 * each (posts by publish time), so a new one joins the end and the parts before it stay.
 */
export async function readSitemap(db: Db): Promise<SitemapResponse> {
  const pageKeys = sql.join(
    LEGAL_PAGES.map((slug) => sql`${`page:${slug}`}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT kind, id, lastmod FROM (
      SELECT 1 AS rank, 'page' AS kind, substr(${settings.key}, 6) AS id,
             ${day(settings.updatedAt)} AS lastmod, ${settings.updatedAt} AS created
        FROM ${settings} WHERE ${settings.key} IN (${pageKeys})
      UNION ALL
      SELECT 2, 'blog', ${blogs.id}, ${day(blogs.publishedAt)}, ${blogs.publishedAt}
        FROM ${blogs} WHERE ${isPublicBlog}
      UNION ALL
      SELECT 3, 'product', ${products.id}, ${day(products.updatedAt)}, ${products.createdAt}
        FROM ${products} WHERE ${products.archivedAt} IS NULL
    ) AS entries
    ORDER BY rank, created, id`);
  // PGlite answers `{ rows }`, node-postgres a result with `rows` too; both are read the same.
  const rows = (result as unknown as { rows: Row[] }).rows;
  const answer: SitemapResponse = { success: true, products: [], blogs: [], pages: [] };
  for (const row of rows) {
    if (row.kind === 'product') answer.products.push({ id: row.id, lastmod: row.lastmod });
    else if (row.kind === 'blog') answer.blogs.push({ id: row.id, lastmod: row.lastmod });
    else
      answer.pages.push({
        slug: row.id as SitemapResponse['pages'][number]['slug'],
        lastmod: row.lastmod,
      });
  }
  return answer;
}
