import {
  BLOG_STATUS_LABELS,
  SHOP_TIME_ZONE,
  type AdminBlog,
  type Blog,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, ApiError } from '~/lib/api';
import { useSession } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import { BlogPostView } from './blog-post-view';
import { BlogPostSkeleton } from './blog-skeletons';

type Preview =
  | { kind: 'loading' }
  | { kind: 'ready'; blog: AdminBlog }
  | { kind: 'refused'; title: string; text: string };

const STAFF_ONLY = {
  kind: 'refused',
  title: 'Only signed-in staff can preview posts',
  text: 'Sign in with a staff account, then open the preview again from the admin.',
} as const;

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** The banner over a preview: what shoppers see of this post, and when. */
function PreviewNotice({ blog }: { blog: AdminBlog }) {
  const text =
    blog.status === 'draft'
      ? 'This draft is not on the shop. Shoppers see it once it is published.'
      : blog.status === 'scheduled'
        ? `Shoppers see this post from ${when.format(new Date(blog.publishAt!))} (Juba time).`
        : 'This post is on the shop.';
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <strong>Preview · {BLOG_STATUS_LABELS[blog.status]}.</strong> {text}{' '}
      {blog.status === 'published' && (
        <Link to={`/blog/${blog._id}`} className="font-semibold underline">
          Open it as shoppers do
        </Link>
      )}
    </p>
  );
}

/**
 * A post as it will look, for staff only (decision 0059): read in the browser with the staff's
 * own session from GET /api/admin/blogs/:id, so the server renders no post here and no cache can
 * hold one; anybody else is told the preview is for staff.
 */
export function BlogPreview({ id }: { id: string }) {
  const hydrated = useHydrated();
  const session = useSession();
  const token = session?.token;
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });

  useEffect(() => {
    if (!hydrated) return;
    if (!token) {
      setPreview(STAFF_ONLY);
      return;
    }
    const abort = new AbortController();
    setPreview({ kind: 'loading' });
    api<AdminBlog>(`/api/admin/blogs/${encodeURIComponent(id)}`, {
      auth: true,
      signal: abort.signal,
    }).then(
      (blog) => setPreview({ kind: 'ready', blog }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 401 || status === 403) setPreview(STAFF_ONLY);
        else
          setPreview({
            kind: 'refused',
            title: status === 404 || status === 400 ? 'No such post' : 'The preview failed',
            text: error instanceof Error ? error.message : 'Please try again.',
          });
      },
    );
    return () => abort.abort();
  }, [hydrated, token, id]);

  if (preview.kind === 'loading') return <BlogPostSkeleton />;
  if (preview.kind === 'refused') {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-ink">{preview.title}</h1>
        <p className="mt-3 text-muted">{preview.text}</p>
        <Link to="/blog" className={buttonClass('primary', 'mt-8')}>
          Go to the blog
        </Link>
      </section>
    );
  }
  const { blog } = preview;
  // A draft without a time would appear the moment it is published.
  const shown: Blog = { ...blog, publishedAt: blog.publishAt ?? new Date().toISOString() };
  return <BlogPostView blog={shown} notice={<PreviewNotice blog={blog} />} />;
}
