import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  blogExcerpt,
  idSchema,
  readingMinutes,
  API_MESSAGES,
  BLOG_PAGE_SIZE,
  type AdminBlog,
  type Blog,
  type BlogNeighboursResponse,
  type BlogPageResponse,
  type BlogSummary,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type BlogRow = typeof blogs.$inferSelect;

/**
 * What the public sees: published posts whose time has come, compared with the database's clock
 * on every read, so a scheduled post appears without anything running at its time (decision 0059).
 */
export const isPublic: SQL = and(
  eq(blogs.status, 'published'),
  sql`${blogs.publishedAt} <= now()`,
)!;
// Newest first; the id settles posts published at one instant. Matches blogs_published_idx.
const newestFirst = [sql`${blogs.publishedAt} DESC NULLS LAST`, desc(blogs.id)];

/** Database row to the spec's post shape; only a public post has a publish time for sure. */
export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** The post as staff see it: a published one whose time is still to come is scheduled. */
export function toAdminBlog(row: BlogRow, now = new Date()): AdminBlog {
  const { publishedAt: _public, ...blog } = toBlog(row);
  const status =
    row.status === 'draft'
      ? 'draft'
      : row.publishedAt && row.publishedAt > now
        ? 'scheduled'
        : 'published';
  return { ...blog, publishAt: row.publishedAt?.toISOString() ?? null, status };
}

function toSummary(row: BlogRow): BlogSummary {
  const { content, ...rest } = toBlog(row);
  return { ...rest, excerpt: blogExcerpt(content), readingMinutes: readingMinutes(content) };
}

/** GET /api/blogs: every public post, newest first (the spec's plain array). */
export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(isPublic)
    .orderBy(...newestFirst);
  return rows.map(toBlog);
}

/** GET /api/blogs/list: one page of public posts, newest first; a page past the last is empty. */
export async function listBlogPage(
  db: Db,
  query: { page?: number; pageSize?: number },
): Promise<BlogPageResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? BLOG_PAGE_SIZE;
  const [counted] = await db.select({ total: count() }).from(blogs).where(isPublic);
  const total = counted?.total ?? 0;
  const totalPages = Math.ceil(total / pageSize);
  const rows =
    page > totalPages
      ? []
      : await db
          .select()
          .from(blogs)
          .where(isPublic)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { success: true, posts: rows.map(toSummary), total, page, pageSize, totalPages };
}

function blogIdOf(blogId: string): string {
  const id = idSchema.safeParse(blogId);
  if (!id.success) throw new AppError('BAD_REQUEST', API_MESSAGES.invalidBlogId);
  return id.data.toLowerCase();
}

/** GET /api/blogs/:id: a public post; a draft or a scheduled one is not found, as if absent. */
export async function getBlog(db: Db, blogId: string): Promise<Blog> {
  const id = blogIdOf(blogId);
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), isPublic))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
  return toBlog(row);
}

/**
 * GET /api/blogs/:id/neighbours: the public posts just older (`previous`) and just newer (`next`)
 * than a public post, by publish time and then id, the order of the lists.
 */
export async function getBlogNeighbours(db: Db, blogId: string): Promise<BlogNeighboursResponse> {
  const id = blogIdOf(blogId);
  const [post] = await db
    .select({ publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(and(eq(blogs.id, id), isPublic))
    .limit(1);
  if (!post) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
  const self = sql`(SELECT ${blogs.publishedAt}, ${blogs.id} FROM ${blogs} WHERE ${blogs.id} = ${id})`;
  const link = { _id: blogs.id, title: blogs.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(link)
      .from(blogs)
      .where(and(isPublic, sql`(${blogs.publishedAt}, ${blogs.id}) < ${self}`))
      .orderBy(...newestFirst)
      .limit(1),
    db
      .select(link)
      .from(blogs)
      .where(and(isPublic, sql`(${blogs.publishedAt}, ${blogs.id}) > ${self}`))
      .orderBy(asc(blogs.publishedAt), asc(blogs.id))
      .limit(1),
  ]);
  return { success: true, previous: previous ?? null, next: next ?? null };
}

/** The next time a scheduled post comes due, by the database's clock; null when none waits. */
export async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`min(${blogs.publishedAt})` })
    .from(blogs)
    .where(and(eq(blogs.status, 'published'), sql`${blogs.publishedAt} > now()`));
  return row?.at ? new Date(row.at) : null;
}
