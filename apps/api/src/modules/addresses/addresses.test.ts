import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES as O,
  SAVED_ADDRESSES_MAX,
  SAVED_ADDRESS_MESSAGES as M,
  type Address,
  type SavedAddress,
} from '@shop/contracts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import {
  ADDRESS,
  orderBody,
  post,
  seededProducts,
  stopCountingStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let product: SeededProduct;
beforeAll(async () => {
  [product] = (await seededProducts(t.db, 1)) as [SeededProduct];
  await stopCountingStock(t.db, [product]);
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object | undefined });
const list = async (headers: Headers) =>
  (await call('GET', '/api/user/addresses', headers)).json<{ addresses: SavedAddress[] }>()
    .addresses;
const add = (headers: Headers, address: Address) =>
  call('POST', '/api/user/addresses', headers, address);
const at = (street: string): Address => ({ ...ADDRESS, street });
const fieldsOf = ({ _id, lastUsedAt, ...address }: SavedAddress) => {
  void _id;
  void lastUsedAt;
  return address;
};

describe('saved addresses', () => {
  it('adds, lists, edits and deletes an account’s addresses', async () => {
    const user = await signUp(t.app, 'Adut Saver');
    expect(await list(user.headers)).toEqual([]);

    const added = await add(user.headers, { ...at('  Hai Cinema, Plot 3 '), city: 'Juba' });
    expect(added.statusCode, added.body).toBe(200);
    const saved = added.json<{ message: string; address: SavedAddress }>();
    expect(saved.message).toBe(M.added);
    expect(saved.address).toMatchObject({ street: 'Hai Cinema, Plot 3', lastUsedAt: null });
    await add(user.headers, at('Munuki Block B'));
    expect((await list(user.headers)).map((a) => a.street)).toEqual([
      'Munuki Block B',
      'Hai Cinema, Plot 3',
    ]);

    const edited = await call(
      'PUT',
      `/api/user/addresses/${saved.address._id}`,
      user.headers,
      at('Hai Cinema, Plot 4'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: M.updated,
      address: { street: 'Hai Cinema, Plot 4' },
    });
    // The same address again, however it is spelled, is refused: on add and on edit.
    expectRefusal(await add(user.headers, at('hai  CINEMA, plot 4')), 409, {
      code: 'CONFLICT',
      message: M.duplicate,
    });
    expectRefusal(
      await call(
        'PUT',
        `/api/user/addresses/${saved.address._id}`,
        user.headers,
        at('Munuki Block B'),
      ),
      409,
      { code: 'CONFLICT', message: M.duplicate },
    );

    const deleted = await call('DELETE', `/api/user/addresses/${saved.address._id}`, user.headers);
    expect(deleted.json()).toEqual({ success: true, message: M.deleted });
    expect((await list(user.headers)).map((a) => a.street)).toEqual(['Munuki Block B']);
    expectRefusal(
      await call('DELETE', `/api/user/addresses/${saved.address._id}`, user.headers),
      404,
      {
        code: 'NOT_FOUND',
        message: M.notFound,
      },
    );
  });

  it('answers 404 for another account’s address, and refuses bad input and no sign-in', async () => {
    const owner = await signUp(t.app, 'Owner Akol');
    const other = await signUp(t.app, 'Other Akon');
    const { address } = (await add(owner.headers, at('Gudele 2'))).json<{
      address: SavedAddress;
    }>();
    const url = `/api/user/addresses/${address._id}`;
    const notFound = { code: 'NOT_FOUND' as const, message: M.notFound };
    expectRefusal(await call('PUT', url, other.headers, at('Taken over')), 404, notFound);
    expectRefusal(await call('DELETE', url, other.headers), 404, notFound);
    expect(await list(other.headers)).toEqual([]);
    expect((await list(owner.headers)).map(fieldsOf)).toEqual([at('Gudele 2')]);

    expectRefusal(await call('DELETE', '/api/user/addresses/not-an-id', owner.headers), 400, {
      code: 'BAD_REQUEST',
      message: M.invalidId,
    });
    const blank = await add(owner.headers, { ...at('Gudele 3'), city: '  ' });
    expectRefusal(blank, 400, {
      code: 'VALIDATION',
      message: O.required('City'),
      errors: { city: O.required('City') },
    });
    expectRefusal(await add(owner.headers, { ...at('Gudele 3'), phone: 'call me' }), 400, {
      code: 'VALIDATION',
      message: O.invalidPhone,
      errors: { phone: O.invalidPhone },
    });
    expect((await add(owner.headers, [] as unknown as Address)).statusCode).toBe(400);
    expectSignInRequired(await call('GET', '/api/user/addresses', {}));
    expectSignInRequired(await add({}, at('Nobody')));
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX}, with a clear message`, async () => {
    const user = await signUp(t.app, 'Many Places');
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i++)
      expect((await add(user.headers, at(`Street ${i}`))).statusCode).toBe(200);
    expectRefusal(await add(user.headers, at('One too many')), 409, {
      code: 'CONFLICT',
      message: M.full,
    });
    expect(await list(user.headers)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('a placed order saves its address, or marks the saved one as the last used', async () => {
    const user = await signUp(t.app, 'Order Saver');
    const order = async (address: Address) => {
      const body = { ...orderBody([{ product, quantity: 1 }]), address };
      const res = await post(t.app, '/api/order/place-cod', user.headers, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await add(user.headers, at('Saved First'));
    await order(at('Ordered Street 1'));
    let saved = await list(user.headers);
    expect(saved.map((a) => a.street)).toEqual(['Ordered Street 1', 'Saved First']);
    expect(saved[0]!.lastUsedAt).toEqual(expect.any(String));

    // The saved one, typed another way, is the same address: it becomes the last used.
    await order({ ...at('saved first'), city: 'JUBA' });
    saved = await list(user.headers);
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ street: 'saved first', city: 'JUBA' });

    // A full list is left as the customer made it; the order still goes through.
    for (let i = 2; i < SAVED_ADDRESSES_MAX; i++) await add(user.headers, at(`Filler ${i}`));
    await order(at('Brand new place'));
    saved = await list(user.headers);
    expect(saved).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(saved.map((a) => a.street)).not.toContain('Brand new place');
  });
});
