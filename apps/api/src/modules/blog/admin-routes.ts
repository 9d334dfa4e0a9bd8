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
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffRefusals } from '../../plugins/staff-list-route.ts';
import { staffReadRoute } from '../../plugins/staff-read-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

// Posts show on the blog's pages, its cached answers and the sitemap.
const changes = ['blog'] as const;

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
      config: { changes },
      schema: {
        tags: ['admin'],
        summary: `Upload a post picture (multipart, file field '${BLOG_IMAGE_FIELD}', up to ${BLOG_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: blogImageUploadResponseSchema,
          413: errorResponseSchema,
          ...staffRefusals,
        },
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

  staffReadRoute(app, {
    url: '/api/admin/blogs',
    summary: 'Every post, drafts and scheduled ones included, newest first (without texts)',
    response: adminBlogListResponseSchema,
    read: listAdminBlogs,
  });

  staffRecordRoute(app, {
    url: '/api/admin/blogs/:id',
    summary: 'One post as staff see it, a draft or a scheduled one too (the preview reads it)',
    params: adminBlogParamsSchema,
    response: adminBlogSchema,
    read: getAdminBlog,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/blogs',
    summary:
      'Write a post: a draft, or published now or at a time to come (image: a URL from /api/admin/blogs/images)',
    body: blogInputSchema,
    response: adminBlogResponseSchema,
    status: 201,
    changes,
    change: ({ actorId, body }) => createBlog(deps, actorId, body),
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/blogs/:id',
    summary:
      "Edit a post: every field, its status and publish time (an empty time keeps a published post's)",
    params: adminBlogParamsSchema,
    body: blogInputSchema,
    response: adminBlogResponseSchema,
    refuses: [404],
    changes,
    change: ({ actorId, params, body }) => updateBlog(deps, actorId, params.id, body),
  });

  staffChangeRoute(app, {
    method: 'DELETE',
    url: '/api/admin/blogs/:id',
    summary: 'Delete a post (its uploaded picture goes too)',
    params: adminBlogParamsSchema,
    response: messageResponseSchema,
    refuses: [404],
    changes,
    change: ({ actorId, params }) => deleteBlog(deps, actorId, params.id),
  });
}
