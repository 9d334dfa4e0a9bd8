import {
  blogExcerpt,
  type Blog,
  type BlogNeighboursResponse,
  type BlogPageResponse,
} from '@shop/contracts/client';
import { data, isRouteErrorResponse, useLocation, useNavigation } from 'react-router';
import { BlogNeighbours } from '~/features/blog/blog-neighbours';
import { BlogPostError, BlogPostView, ExploreMoreArticles } from '~/features/blog/blog-post-view';
import { BlogPostSkeleton } from '~/features/blog/blog-skeletons';
import type { BlogSummary } from '~/features/blog/blog-summary';
import { originOf, pageMeta } from '~/lib/page-meta';
import { api, ApiError } from '~/lib/api';
import type { Route } from './+types/blog-post';

const MORE_ARTICLES = 3;
const NO_NEIGHBOURS = { previous: null, next: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = params.id;
  // The other posts stream in after the article: the newest, this one left out.
  const more: Promise<BlogSummary[]> = api<BlogPageResponse>(
    `/api/blogs/list?pageSize=${MORE_ARTICLES + 1}`,
    { context },
  )
    .then((answer) =>
      answer.posts.filter((b) => b._id !== id.toLowerCase()).slice(0, MORE_ARTICLES),
    )
    .catch((error: unknown) => {
      console.error('Blog post: list of other posts failed', error);
      return [];
    });
  // Read beside the post: the links to the posts before and after it, by publish date.
  const neighbours = api<BlogNeighboursResponse>(
    `/api/blogs/${encodeURIComponent(id)}/neighbours`,
    { context },
  ).then(
    ({ previous, next }) => ({ previous, next }),
    () => NO_NEIGHBOURS,
  );
  try {
    const blog = await api<Blog>(`/api/blogs/${encodeURIComponent(id)}`, {
      context,
    });
    return { blog, neighbours: await neighbours, more, origin: originOf(request, context) };
  } catch (error) {
    // An unknown or malformed id, a draft or a post not yet due: a missing page for everyone.
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
      <BlogPostView blog={loaderData.blog} after={<BlogNeighbours {...loaderData.neighbours} />} />
      <ExploreMoreArticles posts={loaderData.more} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <BlogPostError />;
}
