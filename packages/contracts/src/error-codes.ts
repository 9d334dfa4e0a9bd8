/**
 * The stable machine codes of every API failure. The server maps each code to one HTTP status
 * (apps/api/src/plugins/errors.ts); clients decide what to do by code, and show `message`.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a client says when the API could not be reached at all (offline, connection lost). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** Field name (as the request names it, dotted for nested fields) -> the message for that field. */
export type FieldErrors = Record<string, string>;
