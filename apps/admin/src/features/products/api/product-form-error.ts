import type { AdminValidationError } from '@shop/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * A refused product form. The shared `api()` keeps only the message; the product routes also
 * answer every field's problem (`errors`), which the form shows next to each field.
 */
export class ProductFormError extends ApiError {
  constructor(
    status: number,
    message: string,
    /** The first message of each field, keyed like the form's fields (`name`, `images`...). */
    readonly fields: Record<string, string>,
  ) {
    super(status, message);
  }
}

export function fieldsOf(errors: AdminValidationError['errors']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of errors ?? []) out[field] ??= message;
  return out;
}
