import {
  blogParagraphs,
  imageAtWidth,
  imageSources,
  MESSAGES,
  readingMinutes,
  type Blog,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { ClockIcon } from '~/components/contact-icons';
import { useLowData } from '~/lib/low-data';
import { BlogGrid } from './blog-grid';
import { BlogGridSkeleton } from './blog-skeletons';
import { BLOG_IMAGE_WIDTHS, formatBlogDate, type BlogSummary } from './blog-summary';

/**
 * One article: title, category, date, reading time, hero image, paragraphs. `notice` is shown
 * above it (a staff preview says it is not on the shop yet); `after` below the text (the links to
 * the posts before and after it).
 */
export function BlogPostView({
  blog,
  notice,
  after,
}: {
  blog: Blog;
  notice?: React.ReactNode;
  after?: React.ReactNode;
}) {
  const minutes = readingMinutes(blog.content);
  const lowData = useLowData();
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
      {notice}
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: blog.title }]}
      />
      <header className="mt-6">
        <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {blog.category}
        </span>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl">
          {blog.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <time dateTime={blog.publishedAt}>{formatBlogDate(blog.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon size={16} />
            {minutes} min read
          </span>
        </p>
      </header>
      <img
        src={imageAtWidth(blog.image, 960)}
        {...imageSources(blog.image, BLOG_IMAGE_WIDTHS, '(min-width: 768px) 720px, 100vw', lowData)}
        width={1600}
        height={1067}
        alt=""
        fetchPriority="high"
        className="mt-8 aspect-[3/2] w-full rounded-2xl bg-stone-200 object-cover"
      />
      <div className="mt-8 space-y-5 text-[17px] leading-relaxed text-ink/90">
        {blogParagraphs(blog.content).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10 border-t border-stone-200 pt-6">
        <Link to="/collection" className={buttonClass('primary')}>
          Browse our products
        </Link>
      </div>
      {after}
    </article>
  );
}

/** 'Explore More Articles': three other posts, streamed after the article itself. */
export function ExploreMoreArticles({ posts }: { posts: Promise<BlogSummary[]> }) {
  return (
    <section aria-labelledby="explore-more" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="explore-more" className="text-2xl font-bold tracking-tight text-ink">
        Explore More Articles
      </h2>
      <div className="mt-6">
        <Suspense fallback={<BlogGridSkeleton count={3} />}>
          <Await resolve={posts} errorElement={<BlogGrid blogs={[]} />}>
            {(list) => <BlogGrid blogs={list} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

/** The error state of /blog/:id (unknown id, bad id, failed request). */
export function BlogPostError() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{MESSAGES.blogLoadFailed}</h1>
      <p className="mt-3 text-muted">
        The article may have been removed, or the link is not complete.
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Return to Homepage
      </Link>
    </section>
  );
}
