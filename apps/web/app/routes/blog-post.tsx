import { blogExcerpt, type Blog } from '@shop/contracts/client';
import { data, isRouteErrorResponse, useLocation, useNavigation } from 'react-router';
import { BlogPostError, BlogPostView, ExploreMoreArticles } from '~/features/blog/blog-post-view';
import { BlogPostSkeleton } from '~/features/blog/blog-skeletons';
import { toBlogSummary, type BlogSummary } from '~/features/blog/blog-summary';
import { originOf, pageMeta } from '~/lib/page-meta';
import { api, ApiError } from '~/lib/api';
import type { Route } from './+types/blog-post';

const MORE_ARTICLES = 3;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = params.id;
  // The other posts stream in after the article.
  const more: Promise<BlogSummary[]> = api<Blog[]>('/api/blogs', {
    context,
  })
    .then((list) =>
      list
        .filter((b) => b._id !== id)
        .slice(0, MORE_ARTICLES)
        .map(toBlogSummary),
    )
    .catch((error: unknown) => {
      console.error('Blog post: list of other posts failed', error);
      return [];
    });
  try {
    const blog = await api<Blog>(`/api/blogs/${encodeURIComponent(id)}`, {
      context,
    });
    return { blog, more, origin: originOf(request, context) };
  } catch (error) {
    // An unknown or malformed id is a missing page for the visitor (and for crawlers).
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      throw data({ message: error.message }, { status: 404 });
    }
    console.error('Blog post failed', error);
    throw data({ message: 'Failed to load blog post' }, { status: 502 });
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Article not found', noIndex: true });
  const { blog, origin } = loaderData;
  return pageMeta({
    matches,
    title: blog.title,
    description: blogExcerpt(blog.content),
    path: `/blog/${blog._id}`,
    origin,
    image: blog.image,
    type: 'article',
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  // Going from one article to another on a slow network: show the skeleton, not the old post.
  const loadingOther =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/blog/') &&
    navigation.location.pathname !== location.pathname;
  if (loadingOther) return <BlogPostSkeleton />;
  return (
    <>
      <BlogPostView blog={loaderData.blog} />
      <ExploreMoreArticles posts={loaderData.more} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <BlogPostError />;
}
