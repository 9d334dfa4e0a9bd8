import { desc, eq } from 'drizzle-orm';
import { idSchema, API_MESSAGES, type Blog } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** Database row to the spec's post shape (shared with the staff's routes). */
export function toBlog(row: typeof blogs.$inferSelect): Blog {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlog);
}

export async function getBlog(db: Db, blogId: string): Promise<Blog> {
  const id = idSchema.safeParse(blogId);
  if (!id.success) throw new AppError('BAD_REQUEST', API_MESSAGES.invalidBlogId);
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id.data.toLowerCase())).limit(1);
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.blogNotFound);
  return toBlog(row);
}
