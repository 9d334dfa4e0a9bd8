import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

const NOT_PATHS = new Set(['message', 'type', 'types', 'ref']);

/**
 * The form's errors as one flat map, path -> message ('company.hours.0.days'), as the API names
 * them; a list's own message (react-hook-form's `root` of an array) under the list's path.
 */
export function flatErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) out[prefix] = node.message;
  for (const [key, value] of Object.entries(node)) {
    if (NOT_PATHS.has(key) || !value || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (key === 'root' && !path) continue;
    Object.assign(out, flatErrors(value as FieldErrors, path));
  }
  return out;
}

/**
 * Puts a refusal's per-field messages (`ApiError.errors`) on the form's fields by name
 * ('company.hours.0.days' belongs to the form when 'company' is one of its `fields`). `placed`
 * says whether any field now shows a message (the focus goes there); `complete` whether every
 * message found its field, so nothing more needs saying.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): { placed: boolean; complete: boolean } {
  const entries = error instanceof ApiError ? Object.entries(error.errors) : [];
  const known = entries.filter(([name]) => fields.includes(name.split('.')[0]!));
  for (const [name, message] of known) setError(name as Path<T>, { type: 'server', message });
  return {
    placed: known.length > 0,
    complete: known.length > 0 && known.length === entries.length,
  };
}
