import { MESSAGES } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signOut = vi.fn();
vi.mock('./session', () => ({ session: { token: () => 'staff-token', signOut } }));

const { api, ApiError } = await import('./api-client');
const { flatErrors } = await import('./form-errors');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut.mockClear();
});

describe('api()', () => {
  it('throws the refusal with its code, per-field errors and body', async () => {
    const body = {
      success: false,
      code: 'VALIDATION',
      message: 'Please enter the name',
      errors: { name: 'Please enter the name', 'address.phone': 'Phone number is too long' },
    };
    answer(400, body);
    const error = await api('/api/admin/products', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Please enter the name',
      errors: body.errors,
      body,
    });
  });

  it('gives a code from the status when the answer has none, and no field errors', async () => {
    answer(503, null);
    const error = await api('/api/admin/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', errors: {} });
  });

  it('signs out on 401', async () => {
    answer(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in' });
    await expect(api('/api/user/profile')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('says the shop could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/api/admin/orders')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: MESSAGES.networkError,
    });
  });
});

describe('flatErrors', () => {
  it("names nested fields and a list's own message by their paths", () => {
    const errors = {
      deliveryFee: { type: 'custom', message: 'Delivery fee must be a number' },
      company: {
        emails: [undefined, { type: 'custom', message: 'Each e-mail must be valid' }],
        hours: { root: { type: 'custom', message: 'At least one line' } },
      },
    };
    expect(flatErrors(errors as never)).toEqual({
      deliveryFee: 'Delivery fee must be a number',
      'company.emails.1': 'Each e-mail must be valid',
      'company.hours': 'At least one line',
    });
  });
});
