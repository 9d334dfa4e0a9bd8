import { z } from 'zod';
import { API_MESSAGES } from './api-messages.ts';
import { lowerCaseIdParamsSchema, messageResponseWith, requiredText } from './api.ts';
import { blogSchema } from './blog.ts';
import { BLOG_STATUSES, BLOG_STORED_STATUSES } from './blog-status.ts';
import { jubaLocalToDate } from './campaign-rules.ts';
import { BANNER_IMAGE_WIDTHS } from './images.ts';

export const BLOG_TITLE_MAX = 200;
export const BLOG_CATEGORY_MAX = 60;
export const BLOG_CONTENT_MAX = 50_000;
/** A phone photo straight from the camera fits; larger files are refused with 413. */
export const BLOG_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Narrower pictures would be blown up past recognition at the widest rendition. */
export const BLOG_IMAGE_MIN_WIDTH = BANNER_IMAGE_WIDTHS[0];
/** The multipart field `POST /api/admin/blogs/images` reads the file from. */
export const BLOG_IMAGE_FIELD = 'image';
/**
 * What a post's `image` may be: a picture stored by the upload route (or a demo picture), named
 * by its widest WebP rendition ('<base>-1600.webp'; the narrower ones sit beside it).
 */
export const BLOG_IMAGE_URL_PATTERN = new RegExp(
  `^/uploads/blog/[a-z0-9][a-z0-9-]{0,80}-${BANNER_IMAGE_WIDTHS.at(-1)}\\.webp$`,
);

export const ADMIN_BLOG_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title must be at most ${BLOG_TITLE_MAX} characters`,
  categoryRequired: 'Please enter a category',
  categoryTooLong: `The category must be at most ${BLOG_CATEGORY_MAX} characters`,
  contentRequired: 'Please write the article',
  contentTooLong: `The article must be at most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters`,
  imageRequired: 'Please upload an image for the post',
  imageMissing: 'The image of this post is no longer on the server. Please upload it again.',
  selectImage: 'Please select an image file',
  notAnImage: 'Please upload a JPG, PNG, GIF or WebP image.',
  imageTooLarge: `Image size should be less than ${BLOG_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  imageTooSmall: `The image is too small: use one at least ${BLOG_IMAGE_MIN_WIDTH} pixels wide (1600 looks best).`,
  imageUploaded: 'Image uploaded',
  created: 'Blog post published',
  scheduled: 'Blog post scheduled',
  draftSaved: 'Draft saved',
  updated: 'Blog post updated',
  statusInvalid: 'Please choose Draft or Published',
  publishAtInvalid:
    'Please give a date and time, e.g. 2026-12-24 09:00 (Juba time), or leave it empty.',
  deleted: 'Blog post deleted',
} as const;
const M = ADMIN_BLOG_MESSAGES;

/**
 * A post as staff write it. Plain text: paragraphs are separated by blank lines (the storefront
 * splits on them); Windows line ends are stored as '\n'.
 */
export const blogInputSchema = z.object({
  title: requiredText(M.titleRequired, BLOG_TITLE_MAX, M.titleTooLong),
  category: requiredText(M.categoryRequired, BLOG_CATEGORY_MAX, M.categoryTooLong),
  content: z
    .string({ message: M.contentRequired })
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, M.contentRequired)
    .max(BLOG_CONTENT_MAX, M.contentTooLong),
  image: z
    .string({ message: M.imageRequired })
    .trim()
    .regex(BLOG_IMAGE_URL_PATTERN, M.imageRequired),
  /** Left out by older clients: such a post is published, as every post was before drafts. */
  status: z.enum(BLOG_STORED_STATUSES, { message: M.statusInvalid }).default('published'),
  /**
   * When it appears on the shop, in Juba time ('2026-12-24T09:00'); a future time schedules it.
   * Empty: a published post keeps the time it has (a new one, or a draft being published, takes
   * the moment of saving); a draft has none yet.
   */
  publishAt: z
    .string({ message: M.publishAtInvalid })
    .trim()
    .refine((v) => v === '' || !Number.isNaN(jubaLocalToDate(v).getTime()), M.publishAtInvalid)
    .default(''),
});
export type BlogInput = z.input<typeof blogInputSchema>;

export const adminBlogParamsSchema = lowerCaseIdParamsSchema(API_MESSAGES.invalidBlogId);

/**
 * A post as staff see it: its publish time (null for a draft that has none yet, so the public
 * `publishedAt` is left out) and its status, scheduled when published with a time to come.
 */
export const adminBlogSchema = blogSchema.omit({ publishedAt: true }).extend({
  publishAt: z.string().nullable(),
  status: z.enum(BLOG_STATUSES),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

/** GET /api/admin/blogs: every post, drafts included (without their texts), newest first. */
export const adminBlogListResponseSchema = z.object({
  success: z.literal(true),
  blogs: z.array(adminBlogSchema.omit({ content: true })),
});
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponseSchema>;

/** Create and edit answer the post as staff see it (GET /api/admin/blogs/:id). */
export const adminBlogResponseSchema = messageResponseWith('blog', adminBlogSchema);
export type AdminBlogResponse = z.infer<typeof adminBlogResponseSchema>;

/** The uploaded picture's URL, to send as a post's `image`. */
export const blogImageUploadResponseSchema = messageResponseWith('image', z.string());
export type BlogImageUploadResponse = z.infer<typeof blogImageUploadResponseSchema>;

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminBlogParams = z.input<typeof adminBlogParamsSchema>;
