import { collectionMeta } from '~/features/catalog/collection-meta';
import { loadCollection } from '~/features/catalog/collection-loader.server';
import { CollectionView } from '~/features/catalog/collection-view';
import { originOf } from '~/lib/page-meta';
import type { Route } from './+types/collection';

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await loadCollection(request.url, context, request.signal);
  return { ...data, origin: originOf(request, context) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return collectionMeta(matches, loaderData);
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <CollectionView data={loaderData} />;
}
