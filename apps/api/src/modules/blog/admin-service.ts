import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_BLOG_MESSAGES as M,
  API_MESSAGES,
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
import { toBlog } from './service.ts';

export interface BlogAdminDeps {
  db: Db;
  storage: Storage;
}
type BlogInput = z.output<typeof blogInputSchema>;

// The public routes read the table on every request (no cache in the process, no cache headers),
// so a change is on GET /api/blogs and /api/blogs/:id as soon as its transaction commits.

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
    const [created] = await tx
      .insert(blogs)
      .values({ id: newId(), ...input, createdAt: new Date() })
      .returning();
    const blog = toBlog(created!);
    await recordAudit(tx, actorId, {
      action: 'blog.create',
      entity: 'blog',
      entityId: blog._id,
      after: blog,
    });
    return created!;
  });
  return { success: true, message: M.created, blog: toBlog(row) };
}

/** Title, category, text and picture change; the publication date stays. */
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
    const [updated] = await tx.update(blogs).set(input).where(eq(blogs.id, id)).returning();
    const change = { before: toBlog(current), after: toBlog(updated!) };
    await recordAudit(tx, actorId, {
      action: 'blog.update',
      entity: 'blog',
      entityId: id,
      ...change,
    });
    return change;
  });
  if (before.image !== after.image) await releaseImage(deps, before.image);
  return { success: true, message: M.updated, blog: after };
}

export async function deleteBlog(deps: BlogAdminDeps, actorId: string, id: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
    const blog = toBlog(deleted);
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
