import { z } from 'zod';

/** Every failure the API sends: the right status and a message a customer can read. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Ids look like MongoDB ObjectIds (24 hex characters) for compatibility with the spec's clients. */
export const idSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{24}$/i, 'That id is not valid');
