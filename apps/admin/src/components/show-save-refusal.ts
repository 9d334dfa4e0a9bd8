import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../lib/api-client';
import { showServerErrors } from '../lib/form-errors';
import { toast } from './toaster';

/**
 * A refused save of a form: each field's message on its field (the focus goes to the first of
 * them); what no field can show goes above the form (`root.server`) and in a toast.
 */
export function showSaveRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  focusFirstInvalid: () => void,
) {
  const shown = showServerErrors(error, setError, fields);
  if (shown.placed) focusFirstInvalid();
  if (shown.complete) return;
  setError('root.server' as Path<T>, { message: errorMessage(error) });
  toast('error', errorMessage(error));
}
