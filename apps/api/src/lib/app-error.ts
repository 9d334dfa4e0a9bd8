// The API's refusals as values: a stable code, the status each code stands for, and the body a
// refusal is sent as (docs/architecture.md, "API conventions"). Pure, so any layer may throw one;
// the plugin that turns thrown errors into answers is plugins/errors.ts.
import {
  API_MESSAGES,
  type ErrorCode,
  type ErrorResponse,
  type FieldErrors,
} from '@shop/contracts';

/** The one place a code becomes an HTTP status. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * A refusal whose message is safe to show a customer: a stable code (its status comes from
 * STATUS_OF_CODE) and, when fields of the request are at fault, each field's message.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  get statusCode(): number {
    return STATUS_OF_CODE[this.code];
  }
}

/** One field at fault: the message is both the answer's message and that field's. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** Several fields at fault: the first one's message leads. */
export function fieldErrors(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0] ?? API_MESSAGES.badRequest;
  return new AppError('VALIDATION', first, errors);
}

/**
 * The body of a refusal: `{ success: false, message, code }`, plus `errors` when fields are at
 * fault. The request's id (`requestId`) is added to every refusal on its way out (see below).
 */
export function errorBody(error: AppError, requestId?: string): ErrorResponse {
  return {
    success: false,
    message: error.message,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
