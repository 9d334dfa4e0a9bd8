import { z } from 'zod';
import { requiredText } from './api.ts';
import { LEGAL_MESSAGES as M, LEGAL_PAGES, LEGAL_TEXT_MAX } from './legal-rules.ts';

export const legalPageParamsSchema = z.object({
  slug: z.enum(LEGAL_PAGES, { message: M.notFound }),
});

export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGES),
  title: z.string(),
  text: z.string(),
  /** ISO time of the last change by staff; null while the shop's default text is shown. */
  updatedAt: z.string().nullable(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** `GET /api/pages/:slug` and the staff's `GET /api/admin/pages/:slug`. */
export const legalPageResponseSchema = z.object({
  success: z.literal(true),
  page: legalPageSchema,
});
export type LegalPageResponse = z.infer<typeof legalPageResponseSchema>;

/** `PUT /api/admin/pages/:slug`. */
export const legalPageUpdateSchema = z.object({
  text: requiredText(M.textRequired, LEGAL_TEXT_MAX, M.textTooLong),
});
export type LegalPageUpdate = z.input<typeof legalPageUpdateSchema>;

export const legalPageSavedResponseSchema = legalPageResponseSchema.extend({ message: z.string() });
export type LegalPageSavedResponse = z.infer<typeof legalPageSavedResponseSchema>;
