import type { ErrorCode, FieldErrors, NETWORK_ERROR_CODE } from './error-codes.ts';

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
