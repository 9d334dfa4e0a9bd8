// The error model shared by the API and both web clients (docs/architecture.md, "API conventions").

/**
 * The stable machine codes of every API failure. The server maps each code to one HTTP status
 * (apps/api/src/lib/app-error.ts); clients decide what to do by code, and show `message`.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** Was here and will not come back: an archived product's page. */
  'GONE',
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

export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE;

/**
 * What both web clients throw for a refused or failed call: the HTTP status (0 when the shop
 * could not be reached), the API's stable `code`, its message for people, the fields at fault
 * (`errors`, field -> message, `{}` when none) and the whole parsed answer (`body`, for answers
 * such as the import report).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(
    init: { status: number; code: ApiErrorCode; message: string; errors?: FieldErrors },
    body: unknown = null,
  ) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.body = body;
  }
}
