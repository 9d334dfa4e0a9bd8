import { Suspense } from 'react';
import { Await } from 'react-router';
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
      <h2 id="blog-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        From Our Blog
      </h2>
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
