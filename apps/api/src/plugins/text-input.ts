import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from '@shop/contracts';
import { AppError } from '../lib/app-error.ts';

/** How many values of one request are looked at; a 1 MB body holds far fewer. */
const MAX_VALUES = 200_000;

/**
 * True when a string (or a key) anywhere in `value` holds a NUL character. Iterative, so JSON
 * nested thousands deep cannot overflow the stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length > 0 && seen < MAX_VALUES; seen++) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text: one in a body, a query or a path would fail
 * the write with a 500. Refused once here, before validation, for every route.
 */
export default fp(async function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // The storefront's pages are not the database's business: their forms post through the API.
    if (!request.url.startsWith('/api/')) return;
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError('BAD_REQUEST', API_MESSAGES.nulCharacter);
    }
  });
});
