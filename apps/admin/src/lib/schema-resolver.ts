import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver checking the form with the API's own schema. Forms that hold text
 * where the API reads numbers (a price typed "1,500,000") give `toInput`, which shapes what was
 * typed for the schema; the messages come back under the form's own field names.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as z.ZodType<Output, FieldValues>);
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, Output>
    >;
}
