// The error model in tests: every refusal is compared whole (status, code, message and field
// errors), so a test keeps proving the exact body the clients read.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACCOUNT_MESSAGES, type ErrorCode, type FieldErrors } from '@shop/contracts';

export interface Refusal {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

/** Asserts the status and the whole `{ success: false, code, message, errors?, requestId }`
 * body, whose `requestId` is the answer's X-Request-ID; `label` names the case in a failing status
 * check inside a loop. */
export function expectRefusal(
  res: LightMyRequestResponse,
  status: number,
  body: Refusal,
  label?: string,
) {
  expect(res.statusCode, label).toBe(status);
  expect(res.json()).toEqual({ success: false, ...body, requestId: res.headers['x-request-id'] });
  expect(res.headers['x-request-id'], label).toEqual(expect.any(String));
}

/** The 401 of a route that needs a signed-in account, called without one. */
export function expectSignInRequired(res: LightMyRequestResponse, label?: string) {
  expectRefusal(
    res,
    401,
    { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired },
    label,
  );
}
