import { MESSAGES } from '@shop/contracts/client';
import { BlogCard } from './blog-card';
import type { BlogSummary } from './blog-summary';

export function BlogGrid({ blogs }: { blogs: BlogSummary[] }) {
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
          <BlogCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}
