import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { ID_PATTERN } from './ids.ts';
import { MESSAGES } from './messages.ts';

/**
 * The id of the request a refusal answers (also its `x-request-id` header): the server's logs
 * name the same id, so a customer or an operator quoting it finds the request's log lines.
 * Every refusal of the API carries it; optional for answers made up outside the server.
 */
export const requestIdSchema = z.string();

/**
 * Every failure the API sends: the status of its code, a message a customer can read, the stable
 * machine `code`, `errors` (field -> message) when fields of the request are at fault, and the
 * `requestId` of the request.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: requestIdSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The answer of every call whose only news is a sentence (sign-up mail sent, deleted...). */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answer of a call that changed one thing: its sentence, and the thing under its own name. */
export function messageResponseWith<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return messageResponseSchema.extend({ [key]: item } as { [P in K]: T });
}

/**
 * One page of a list: the items under their own name (`orders`, `products`...), the count of all
 * that match, and which page of what size this is. Admin tables and the shop's lists page alike.
 */
export function pagedResponse<const K extends string, T extends z.ZodType>(key: K, item: T) {
  const items = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return z.object({
    success: z.literal(true),
    ...items,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The `page` of a list query, in words a person can read when it is wrong. */
export const pageQuerySchema = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large');

/** The `pageSize` of a list query, up to `max`, in words a person can read when it is wrong. */
export const pageSizeQuerySchema = (max: number) =>
  z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(max, `pageSize must be at most ${max}`);

/** A list query's `page` and `pageSize` (at most `max`), both optional: spread into its schema. */
export const pagingQuery = (max: number) => ({
  page: pageQuerySchema.optional(),
  pageSize: pageSizeQuerySchema(max).optional(),
});

/** Text a person must fill in: trimmed, not empty and at most `max` long, each in its own words. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** `:id` of a staff route: an id in any case, refused in `invalid`'s words, stored lower-case. */
export const lowerCaseIdParamsSchema = (invalid: string) =>
  z.object({
    id: z
      .string()
      .trim()
      .regex(ID_PATTERN, invalid)
      .transform((v) => v.toLowerCase()),
  });

export const idSchema = z.string().trim().regex(ID_PATTERN, 'That id is not valid');

/** An e-mail address as every form takes it: trimmed, lower case, at most 254 characters. */
export const emailSchema = z
  .string({ message: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ message: MESSAGES.invalidEmail }));
