import { BLOG_STATUS_LABELS, type AdminBlog, type BlogStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';

const TONES: Record<BlogStatus, BadgeTone> = {
  draft: 'grey',
  scheduled: 'yellow',
  published: 'green',
};

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return <StatusBadge label={BLOG_STATUS_LABELS[status]} tone={TONES[status]} />;
}

/** When the post is (or will be) on the shop, in Juba time. */
export function publicationText(blog: Pick<AdminBlog, 'status' | 'publishAt'>): string {
  const at = blog.publishAt ? Date.parse(blog.publishAt) : null;
  if (blog.status === 'draft')
    return at === null ? 'Not on the shop' : `Planned for ${formatDateTime(at)}`;
  if (blog.status === 'scheduled') return `Appears ${formatDateTime(at!)}`;
  return `Published ${formatDate(at!)}`;
}
