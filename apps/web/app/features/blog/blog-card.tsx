import { imageAtWidth, imageSources } from '@shop/contracts/client';
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { useLowData } from '~/lib/low-data';
import { BLOG_IMAGE_WIDTHS, formatBlogDate, type BlogSummary } from './blog-summary';

const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A post in a grid: image, category badge, date, reading time, title, excerpt, 'Continue Reading'. */
export function BlogCard({ blog, headingLevel = 3 }: { blog: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const href = `/blog/${blog._id}`;
  const lowData = useLowData();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200">
        <img
          src={imageAtWidth(blog.image, 960)}
          {...imageSources(blog.image, BLOG_IMAGE_WIDTHS, CARD_SIZES, lowData)}
          width={480}
          height={320}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {blog.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-muted">
          <time dateTime={blog.publishedAt}>{formatBlogDate(blog.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {blog.readingMinutes} min read
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-ink">
          <Link to={href} className="hover:text-brand-700">
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{blog.excerpt}</p>
        <Link
          to={href}
          className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          Continue Reading
          <span className="sr-only">: {blog.title}</span>
          <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
