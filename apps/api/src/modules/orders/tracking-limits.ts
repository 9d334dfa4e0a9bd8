import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { phoneDigits, TRACK_MESSAGES, type trackOrderRequestSchema } from '@shop/contracts';
import type { FailureLimit } from '../../plugins/rate-limits.ts';

type TrackInput = z.output<typeof trackOrderRequestSchema>;

/**
 * The failed-lookup limits of tracking without an account
 * (docs/decisions/0041-device-cookies-and-tracking-limits.md). Each lookup is counted against
 * four allowances before it is checked, and a right one is taken back from all of them:
 *
 * - per order number and client address, and per phone and client address (strict): someone
 *   mistyping, or guessing, at one address uses only that address's tries;
 * - per order number and per phone from every address (ceilings, higher than what one address
 *   can use): they bound what an attacker rotating addresses can try against one order number,
 *   or with one known phone across order numbers.
 *
 * So wrong tries for a number from one address never refuse the right phone at another, unless
 * they came from so many addresses that the number's ceiling is reached.
 */
export function trackingLimits(app: FastifyInstance): FailureLimit {
  const input = (request: FastifyRequest) => request.body as TrackInput;
  const number = (request: FastifyRequest) => input(request).orderNumber;
  const phone = (request: FastifyRequest) => phoneDigits(input(request).phone);
  const at = (key: (request: FastifyRequest) => string) => (request: FastifyRequest) =>
    `${key(request)}|${app.clientKey(request)}`;
  const message = TRACK_MESSAGES.tooMany;
  // The strict ones first: an address over its own tries never touches the ceilings.
  const limits = [
    app.limits.perKeyFailures('trackFailuresPerNumberAtAddress', at(number), message),
    app.limits.perKeyFailures('trackFailuresPerPhoneAtAddress', at(phone), message),
    app.limits.perKeyFailures('trackFailuresPerNumber', number, message),
    app.limits.perKeyFailures('trackFailuresPerPhone', phone, message),
  ];
  return {
    async attempt(request) {
      const counted: FailureLimit[] = [];
      for (const limit of limits) {
        try {
          await limit.attempt(request);
        } catch (refusal) {
          // Refused before any check: the lookup uses none of the allowances it passed.
          for (const passed of counted) await passed.succeeded(request);
          throw refusal;
        }
        counted.push(limit);
      }
    },
    async succeeded(request) {
      for (const limit of limits) await limit.succeeded(request);
    },
  };
}
