import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@shop/contracts';
import { HttpError } from '../../plugins/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 413 on this route, instead of the API's generic one. */
    tooLargeMessage?: string;
  }
}

/** A refused product form: every problem by field, the first one as the message. */
export class FieldErrors extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors[0]?.message ?? 'Some of the information sent was not valid.');
  }
}

/** `/images/2` names the form's field `images`: staff see the message next to that field. */
function fieldOf(instancePath: string | undefined): string {
  return (instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
}

/**
 * The admin product routes answer a refused form with every field's message (`errors`), so the
 * form can show each next to its field, and a too-large body with what was too large. Anything
 * else is handed on, unchanged, to the API's error handler (plugins/errors.ts).
 */
export function fieldErrorReplies(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldErrors) {
      return reply.code(400).send({ success: false, message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      const errors = error.validation
        .map((issue) => ({ field: fieldOf(issue.instancePath), message: issue.message }))
        .filter((e) => e.field !== '');
      if (errors.length) {
        return reply.code(400).send({ success: false, message: errors[0]!.message, errors });
      }
    }
    const tooLarge = request.routeOptions.config.tooLargeMessage;
    if (error.statusCode === 413 && tooLarge) {
      return reply.code(413).send({ success: false, message: tooLarge });
    }
    throw error;
  });
}
