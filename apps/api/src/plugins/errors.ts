import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, type ErrorCode, type FieldErrors } from '@shop/contracts';
import { AppError, errorBody } from '../lib/app-error.ts';

/** Fastify's own client errors (bad JSON, wrong content type...) carry only a status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 413 on this route, instead of the API's generic one. */
    tooLargeMessage?: string;
  }
}

// zod's own wording ('Invalid input: expected string, received undefined') does not say which
// field it means; the messages written in contracts do, and are sent as they are.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;

/**
 * The field a validation issue names: its path without list positions (`/address/phone` is
 * `address.phone`, `/images/2` is `images`), so a form finds the field by its name.
 */
export function fieldOf(instancePath: string | undefined): string {
  return (instancePath ?? '')
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('.');
}

function validationError(error: FastifyError): AppError {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION', API_MESSAGES.badRequest);
  }
  const first = error.validation[0];
  const field = fieldOf(first?.instancePath);
  const text = first?.message ?? API_MESSAGES.badRequest;
  const message = field && ZOD_DEFAULT.test(text) ? `${field}: ${text}` : text;
  // A malformed id in the path (a broken link) or header is no field any form could show.
  if (error.validationContext === 'params' || error.validationContext === 'headers') {
    return new AppError('BAD_REQUEST', message);
  }
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const at = fieldOf(issue.instancePath);
    if (at) errors[at] ??= issue.message ?? API_MESSAGES.badRequest;
  }
  return new AppError('VALIDATION', message, Object.keys(errors).length ? errors : undefined);
}

/** An answer in the error model (`success: false`) that does not name its request yet. */
function lacksRequestId(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === false &&
    (payload as { requestId?: unknown }).requestId === undefined
  );
}

/** Node's and PostgreSQL's words for "the database is not there right now" (class 08, 57P0x). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * True when the database could not be reached (stopped, restarting, the connection cut). Drizzle
 * wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_TEXT.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait when the database is away (a restart takes a few). */
const RETRY_AFTER_UNREACHABLE = 5;

function toAppError(error: FastifyError, tooLargeMessage: string | undefined): AppError | null {
  if (error instanceof AppError) return error;
  // Temporary: the client should retry (with its Idempotency-Key), not report a fault.
  if (isDatabaseUnreachable(error)) return new AppError('UNAVAILABLE', API_MESSAGES.unavailable);
  if (error.validation) return validationError(error);
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage ?? API_MESSAGES.tooLarge);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type) carry readable messages.
    return new AppError(
      CODE_OF_STATUS[status] ?? 'BAD_REQUEST',
      error.message || API_MESSAGES.badRequest,
    );
  }
  return null;
}

/**
 * Refusals Fastify's router makes before any hook or handler runs (a path segment over the
 * router's length limit, a broken %-escape): without this they answer in Fastify's own shape.
 * Passed to the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrors(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply
    .code(400)
    .header('x-request-id', request.id)
    .send(errorBody(new AppError('BAD_REQUEST', API_MESSAGES.badAddress), request.id));
}

/**
 * One error model for the whole API: the status of the code and `{ success: false, message,
 * code, errors? }`, never a stack trace or SQL.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, request.routeOptions.config?.tooLargeMessage);
    if (known) {
      if (known.code === 'UNAVAILABLE') {
        reply.header('retry-after', String(RETRY_AFTER_UNREACHABLE));
        // The operator's sign that the database is away; the request's id links it to the answer.
        if (known !== error) request.log.warn({ err: error }, 'database unreachable');
      }
      return reply.code(known.statusCode).send(errorBody(known));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(new AppError('INTERNAL', API_MESSAGES.serverError)));
  });

  // Every refusal names its request, the id its log lines carry and its X-Request-ID header
  // says: whichever route or plugin built the body (errorBody, the import's report, a 404 page).
  // Successful answers are passed on untouched after one comparison.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && lacksRequestId(payload))
      done(null, { ...payload, requestId: request.id });
    else done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(new AppError('NOT_FOUND', API_MESSAGES.notFound)));
  });
});
