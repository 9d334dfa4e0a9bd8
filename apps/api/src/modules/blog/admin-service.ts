import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_BLOG_MESSAGES as M,
  API_MESSAGES,
  jubaLocalToDate,
  type AdminBlog,
  type AdminBlogListResponse,
  type AdminBlogResponse,
  type blogInputSchema,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { blogs } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/index.ts';
import { recordAudit } from '../audit/index.ts';
import { blogImageExists, removeBlogImage } from './admin-images.ts';
import { toAdminBlog } from './service.ts';

export interface BlogAdminDeps {
  db: Db;
  storage: Storage;
}
type BlogInput = z.output<typeof blogInputSchema>;

// The public routes read the table on every request (no cache in the process, no cache headers),
// so a change is on GET /api/blogs and /api/blogs/:id as soon as its transaction commits; the
// kept pages are dropped by the routes' `changes: ['blog']` and, for a post scheduled for later,
// by schedule.ts at its time.

type BlogRow = typeof blogs.$inferSelect;

/**
 * The stored status and publish time of what staff sent. An empty time publishes now, except that
 * a post already published keeps its time (editing a post never moves it in the lists); a draft
 * without a time has none.
 */
function publication(input: BlogInput, current?: BlogRow) {
  const chosen = input.publishAt === '' ? null : jubaLocalToDate(input.publishAt);
  if (input.status === 'draft') return { status: 'draft' as const, publishedAt: chosen };
  const kept = current?.status === 'published' ? current.publishedAt : null;
  return { status: 'published' as const, publishedAt: chosen ?? kept ?? new Date() };
}

/** What saving said: a draft kept, a post scheduled for later, or one on the shop now. */
function savedMessage(blog: AdminBlog, published: string): string {
  if (blog.status === 'draft') return M.draftSaved;
  return blog.status === 'scheduled' ? M.scheduled : published;
}

/** GET /api/admin/blogs: every post, drafts and scheduled ones too, newest first (no texts). */
export async function listAdminBlogs(db: Db): Promise<AdminBlogListResponse> {
  const rows = await db
    .select()
    .from(blogs)
    // A draft without a time sorts by when it was written.
    .orderBy(sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt}) DESC`, desc(blogs.id));
  const now = new Date();
  return {
    success: true,
    blogs: rows.map((row) => {
      const { content: _text, ...blog } = toAdminBlog(row, now);
      return blog;
    }),
  };
}

/** GET /api/admin/blogs/:id: any post as staff see it (the preview of a draft reads it). */
export async function getAdminBlog(db: Db, id: string): Promise<AdminBlog> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
  return toAdminBlog(row);
}

async function assertImageStored(deps: BlogAdminDeps, image: string) {
  if (!(await blogImageExists(deps.storage, image))) throw fieldError('image', M.imageMissing);
}

/** Removes a replaced or deleted post's uploaded picture unless another post still shows it. */
async function releaseImage(deps: BlogAdminDeps, image: string) {
  const [stillUsed] = await deps.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.image, image))
    .limit(1);
  if (!stillUsed) await removeBlogImage(deps.storage, image);
}

export async function createBlog(
  deps: BlogAdminDeps,
  actorId: string,
  input: BlogInput,
): Promise<AdminBlogResponse> {
  await assertImageStored(deps, input.image);
  const row = await deps.db.transaction(async (tx) => {
    const { status: _status, publishAt: _publishAt, ...fields } = input;
    const [created] = await tx
      .insert(blogs)
      .values({ id: newId(), ...fields, ...publication(input), createdAt: new Date() })
      .returning();
    const blog = toAdminBlog(created!);
    await recordAudit(tx, actorId, {
      action: 'blog.create',
      entity: 'blog',
      entityId: blog._id,
      after: blog,
    });
    return created!;
  });
  const blog = toAdminBlog(row);
  return { success: true, message: savedMessage(blog, M.created), blog };
}

/** Every field, the status and the publish time may change (see publication()). */
export async function updateBlog(
  deps: BlogAdminDeps,
  actorId: string,
  id: string,
  input: BlogInput,
): Promise<AdminBlogResponse> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
    // Only a new picture must be on the server; the one a post already shows may stay as it is.
    if (current.image !== input.image) await assertImageStored(deps, input.image);
    const { status: _status, publishAt: _publishAt, ...fields } = input;
    const [updated] = await tx
      .update(blogs)
      .set({ ...fields, ...publication(input, current) })
      .where(eq(blogs.id, id))
      .returning();
    const change = { before: toAdminBlog(current), after: toAdminBlog(updated!) };
    await recordAudit(tx, actorId, {
      action: 'blog.update',
      entity: 'blog',
      entityId: id,
      ...change,
    });
    return change;
  });
  if (before.image !== after.image) await releaseImage(deps, before.image);
  return { success: true, message: savedMessage(after, M.updated), blog: after };
}

export async function deleteBlog(deps: BlogAdminDeps, actorId: string, id: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
    const blog = toAdminBlog(deleted);
    await recordAudit(tx, actorId, {
      action: 'blog.delete',
      entity: 'blog',
      entityId: id,
      before: blog,
    });
    return blog;
  });
  await releaseImage(deps, removed.image);
  return { success: true as const, message: M.deleted };
}
