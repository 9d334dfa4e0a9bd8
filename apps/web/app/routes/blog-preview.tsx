import { useParams } from 'react-router';
import { BlogPreview } from '~/features/blog/blog-preview';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/blog-preview';

// A staff preview of a post (decision 0059): the post is read in the browser with the staff's
// session, so the server sends a frame that holds nothing of it; kept by no cache all the same.
export function headers() {
  return NO_STORE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Post preview', noIndex: true });
}

export default function BlogPreviewRoute() {
  const { id = '' } = useParams();
  return <BlogPreview id={id} />;
}
