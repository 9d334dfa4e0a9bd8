import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { BlogGrid } from '~/features/blog/blog-grid';
import { BlogGridSkeleton } from '~/features/blog/blog-skeletons';
import type { BlogSummary } from '~/features/blog/blog-summary';

/** The home page's blog list, streamed after the rest of the page (skeleton cards meanwhile). */
export function HomeBlogList({ blogs }: { blogs: Promise<BlogSummary[]> }) {
  return (
    <section
      aria-labelledby="blog-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
        News and insights
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id="blog-heading" className="text-3xl font-extrabold tracking-tight text-ink">
          From Our Blog
        </h2>
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          All posts
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <div className="mt-8">
        <Suspense fallback={<BlogGridSkeleton count={3} />}>
          <Await resolve={blogs} errorElement={<BlogGrid blogs={[]} />}>
            {(list) => <BlogGrid blogs={list} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
