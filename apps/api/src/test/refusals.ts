// The error model in tests: every refusal is compared whole (status, code, message and field
// errors), so a test keeps proving the exact body the clients read.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode, FieldErrors } from '@shop/contracts';

export interface Refusal {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

/** Asserts the status and the whole `{ success: false, code, message, errors? }` body; `label`
 * names the case in a failing status check inside a loop. */
export function expectRefusal(
  res: LightMyRequestResponse,
  status: number,
  body: Refusal,
  label?: string,
) {
  expect(res.statusCode, label).toBe(status);
  expect(res.json()).toEqual({ success: false, ...body });
}
