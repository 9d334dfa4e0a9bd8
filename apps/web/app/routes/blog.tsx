import type { BlogPageResponse } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { BlogGrid } from '~/features/blog/blog-grid';
import { blogPageHref as hrefFor, blogPageOf } from '~/features/blog/blog-page-query';
import { BlogPager } from '~/features/blog/blog-pager';
import { api } from '~/lib/api';
import { originOf, pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/blog';

const notFound = (page: string | null) =>
  data({ message: `There is no page ${page ?? ''} of the blog.` }, { status: 404 });

/** /blog: every published post, newest first, a page at a time (decision 0059). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = blogPageOf(params);
  if (page === null) throw notFound(params.get('page'));
  let answer: BlogPageResponse;
  try {
    answer = await api<BlogPageResponse>(`/api/blogs/list?page=${page}`, { context });
  } catch (error) {
    console.error('Blog: the list failed', error);
    throw data({ message: 'The blog could not be loaded. Please try again.' }, { status: 502 });
  }
  // Page 1 of an empty blog says so; a page past the last does not exist.
  if (page > 1 && page > answer.totalPages) throw notFound(String(page));
  return {
    posts: answer.posts,
    page,
    totalPages: answer.totalPages,
    total: answer.total,
    origin: originOf(request, context),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Blog page not found', noIndex: true });
  const company = settingsFromMatches(matches)?.company.name ?? 'our company';
  const { page, totalPages } = loaderData;
  return pageMeta({
    matches,
    title: page === 1 ? 'Blog' : `Blog, page ${page} of ${totalPages}`,
    description: `News and practical advice from ${company}: building materials, foodstuffs, furniture, relief supplies and fuel in South Sudan.`,
    path: hrefFor(page),
    origin: loaderData.origin,
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, page, totalPages, total } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog' }]} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            News and insights
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Blog</h1>
        </div>
        <p className="text-sm text-muted">
          {total === 1 ? '1 post' : `${total} posts`}
          {totalPages > 1 && `, page ${page} of ${totalPages}`}
          <span aria-hidden="true"> · </span>
          <a href="/blog/rss.xml" className="font-semibold text-brand-700 hover:underline">
            RSS feed
          </a>
        </p>
      </div>
      <div className="mt-8">
        <BlogGrid blogs={posts} headingLevel={2} />
      </div>
      <BlogPager page={page} pageCount={totalPages} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
        {missing ? 'Error 404' : 'Blog'}
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">
        {missing ? 'This page of the blog does not exist' : 'The blog could not be loaded'}
      </h1>
      <p className="mt-3 text-muted">
        {missing
          ? 'The link may be old: there are fewer posts than it expects.'
          : 'Please check your connection and try again.'}
      </p>
      <Link to="/blog" className={buttonClass('primary', 'mt-8')}>
        Go to the newest posts
      </Link>
    </section>
  );
}
