import { data } from 'react-router';
import { NotFound } from '~/components/not-found';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/not-found';

// Every unknown address: the helpful 404 body, with a real 404 status for browsers and crawlers.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Page not found',
    description:
      'The page you asked for does not exist. Search our catalogue or browse our categories.',
    noIndex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
