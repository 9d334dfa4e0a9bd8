import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export const newsletterRequestSchema = z.object({
  email: z
    .string({ message: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email({ message: MESSAGES.invalidEmail })),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
