import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether the request's client address may still record an unanswered question this hour. */
export type QuestionCap = (request: FastifyRequest) => Promise<boolean>;

// One budget per app for the assistant and the search box together: both routes share the
// counter, so the two places cannot each be filled up to the limit.
const caps = new WeakMap<object, QuestionCap>();

/**
 * The 'unansweredPerIp' limit (plugins/rate-limits.ts) as a yes or no, never a refusal: an
 * address over it is still answered, only its questions are no longer recorded. Every recording
 * counts, a repeat of a known question too: the list is sorted by how often a question was
 * asked, so free repeats would let one address push any text to the top of it. Counted per
 * client address as every per-address limit is (an IPv6 /64 as one), in Redis when the limits
 * are shared, else in this process's memory.
 */
export function questionCapOf(app: FastifyInstance): QuestionCap {
  const known = caps.get(app.limits);
  if (known) return known;
  const { max, timeWindow } = app.limits.perIp('unansweredPerIp');
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `unansweredPerIp:${app.clientKey(request)}`,
  });
  const cap: QuestionCap = async (request) => {
    const counted = await check(request);
    return counted.isAllowed || !counted.isExceeded;
  };
  caps.set(app.limits, cap);
  return cap;
}
