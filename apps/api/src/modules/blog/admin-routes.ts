import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_BLOG_MESSAGES as M,
  messageResponseSchema,
  adminBlogListResponseSchema,
  adminBlogParamsSchema,
  adminBlogResponseSchema,
  adminBlogSchema,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  blogImageUploadResponseSchema,
  blogInputSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { acceptOneFile, readUploadedFile } from '../../lib/uploaded-file.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { saveBlogImage } from './admin-images.ts';
import {
  createBlog,
  deleteBlog,
  getAdminBlog,
  listAdminBlogs,
  updateBlog,
  type BlogAdminDeps,
} from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const changeErrors = { ...errors, 404: errorResponseSchema };
// A draft is for staff alone: no cache along the way may keep it.
const NO_STORE = 'private, no-store';

/** The staff write the blog: upload a picture, then create, edit or delete posts. */
export default async function adminBlogRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'blog' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: BlogAdminDeps = { db: app.db, storage: app.storage };
  // An admin client may send DELETE with a JSON content type and no body.
  allowEmptyJson(app);
  await acceptOneFile(app, BLOG_IMAGE_MAX_BYTES);

  r.post(
    '/api/admin/blogs/images',
    {
      config: { changes: ['blog'] },
      schema: {
        tags: ['admin'],
        summary: `Upload a post picture (multipart, file field '${BLOG_IMAGE_FIELD}', up to ${BLOG_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: blogImageUploadResponseSchema, 413: errorResponseSchema, ...errors },
      },
      // Checked before the upload is read: a visitor cannot make the server parse their file.
    },
    async (request) => {
      const data = await readUploadedFile(request, BLOG_IMAGE_FIELD, {
        missing: M.selectImage,
        tooLarge: M.imageTooLarge,
      });
      const image = await saveBlogImage(app.storage, data);
      return { success: true as const, message: M.imageUploaded, image };
    },
  );

  r.get(
    '/api/admin/blogs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every post, drafts and scheduled ones included, newest first (without texts)',
        response: { 200: adminBlogListResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', NO_STORE).send(await listAdminBlogs(app.db)),
  );

  staffRecordRoute(app, {
    url: '/api/admin/blogs/:id',
    summary: 'One post as staff see it, a draft or a scheduled one too (the preview reads it)',
    params: adminBlogParamsSchema,
    response: adminBlogSchema,
    read: getAdminBlog,
  });

  r.post(
    '/api/admin/blogs',
    {
      config: { changes: ['blog'] },
      schema: {
        tags: ['admin'],
        summary:
          'Write a post: a draft, or published now or at a time to come (image: a URL from /api/admin/blogs/images)',
        body: blogInputSchema,
        response: { 201: adminBlogResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBlog(deps, request.user!.id, request.body)),
  );

  r.put(
    '/api/admin/blogs/:id',
    {
      config: { changes: ['blog'] },
      schema: {
        tags: ['admin'],
        summary:
          "Edit a post: every field, its status and publish time (an empty time keeps a published post's)",
        params: adminBlogParamsSchema,
        body: blogInputSchema,
        response: { 200: adminBlogResponseSchema, ...changeErrors },
      },
    },
    async (request) => updateBlog(deps, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/blogs/:id',
    {
      config: { changes: ['blog'] },
      schema: {
        tags: ['admin'],
        summary: 'Delete a post (its uploaded picture goes too)',
        params: adminBlogParamsSchema,
        response: { 200: messageResponseSchema, ...changeErrors },
      },
    },
    async (request) => deleteBlog(deps, request.user!.id, request.params.id),
  );
}
