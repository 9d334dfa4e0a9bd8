import { pageMeta, type PageMetaInput } from '~/lib/page-meta';
import type { CollectionFilters } from './collection-filters';
import { collectionHeading } from './collection-heading';

/** The collection's title (the search or the category), description and canonical link. */
export function collectionMeta(
  matches: PageMetaInput['matches'],
  loaded: { filters: CollectionFilters; origin: string } | undefined,
) {
  const f = loaded?.filters;
  return pageMeta({
    matches,
    title: f?.q ? `Search: ${f.q}` : f ? collectionHeading(f) : 'Collection',
    description:
      'Browse furniture, foodstuffs, building and construction materials, relief supplies, stationery and petroleum products, delivered across South Sudan.',
    path: `/collection${f?.category ? `?category=${encodeURIComponent(f.category)}` : ''}`,
    origin: loaded?.origin,
  });
}
