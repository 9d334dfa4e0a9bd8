import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { ID_PATTERN } from './ids.ts';

/**
 * Every failure the API sends: the status of its code, a message a customer can read, the stable
 * machine `code`, and `errors` (field -> message) when fields of the request are at fault.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The answer of every call whose only news is a sentence (sign-up mail sent, deleted...). */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idSchema = z.string().trim().regex(ID_PATTERN, 'That id is not valid');
