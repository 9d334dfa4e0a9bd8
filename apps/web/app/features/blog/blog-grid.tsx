import { MESSAGES } from '@shop/contracts/client';
import { BlogCard } from './blog-card';
import type { BlogSummary } from './blog-summary';

export function BlogGrid({
  blogs,
  headingLevel,
}: {
  blogs: BlogSummary[];
  /** 2 where the grid is the page's own content (/blog), 3 under a section's heading. */
  headingLevel?: 2 | 3;
}) {
  if (blogs.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-muted">
        {MESSAGES.noBlogPosts}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog) => (
        <li key={blog._id}>
          <BlogCard blog={blog} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
