// The choice of order updates on the profile (docs/decisions/0071): saved through the profile's
// update route, refused with the field's message when it is not one of the three, offered first
// by the next checkout (which reads it from the profile) until an order chooses otherwise. The
// profile says which of the account's numbers asked for no more texts (decision 0066's opt-outs).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  TEXT_UPDATE_MESSAGES,
  type Product,
  type SavedAddress,
} from '@shop/contracts';
import { textOptOuts } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { ADDRESS, cheapestProduct, get, placeOrder, post } from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let product: Product;
beforeAll(async () => {
  product = await cheapestProduct(t.app);
});

const update = (headers: Headers, payload: object) =>
  post(t.app, '/api/user/update-profile', headers, payload);
/** What the checkout reads to fill itself in (apps/web's use-profile-prefill.ts). */
const profile = async (headers: Headers) =>
  (await get(t.app, '/api/user/profile', headers)).json().user;

let serial = 0;
/** A mobile number of this test's own, as a customer types it (09x xxx xxxx), and as +211. */
function newNumber() {
  const local = `095${String((process.pid * 37 + ++serial * 7907) % 10_000_000).padStart(7, '0')}`;
  return { local, e164: `+211${local.slice(1)}` };
}

describe('order updates on the profile', () => {
  it('saves the choice, keeps the other fields, and the next checkout offers it', async () => {
    const buyer = await signUp(t.app, 'Nyandit Chooses');
    await update(buyer.headers, { phone: '0921 555 000', address: 'Juba, Munuki' });
    expect((await profile(buyer.headers)).updatesBy).toBe('email');

    const res = await update(buyer.headers, { updatesBy: 'whatsapp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.profileUpdated,
      user: { updatesBy: 'whatsapp', phone: '0921 555 000', address: 'Juba, Munuki' },
    });
    expect(await profile(buyer.headers)).toMatchObject({
      updatesBy: 'whatsapp',
      phone: '0921 555 000',
    });

    // The profile's other form leaves the choice alone.
    const renamed = await update(buyer.headers, { name: 'Nyandit Deng' });
    expect(renamed.json().user).toMatchObject({ name: 'Nyandit Deng', updatesBy: 'whatsapp' });

    // An order that chooses otherwise is remembered in its place (decision 0066); one that does
    // not say keeps it.
    await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    expect((await profile(buyer.headers)).updatesBy).toBe('whatsapp');
    await placeOrder(t.app, buyer.headers, { product, quantity: 1, updatesBy: 'sms' });
    expect((await profile(buyer.headers)).updatesBy).toBe('sms');
    expect((await update(buyer.headers, { updatesBy: 'email' })).statusCode).toBe(200);
    expect((await profile(buyer.headers)).updatesBy).toBe('email');
  });

  it.each([['pigeon'], ['SMS'], [''], [3], [null]])(
    'refuses %j with 400 and the field message, changing nothing',
    async (updatesBy) => {
      const buyer = await signUp(t.app, 'Ajak Refused');
      await update(buyer.headers, { updatesBy: 'sms' });
      const res = await update(buyer.headers, { updatesBy, name: 'Someone Else' });
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: TEXT_UPDATE_MESSAGES.chooseChannel,
        errors: { updatesBy: TEXT_UPDATE_MESSAGES.chooseChannel },
      });
      expect(await profile(buyer.headers)).toMatchObject({
        updatesBy: 'sms',
        name: 'Ajak Refused',
      });
    },
  );

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      payload: { updatesBy: 'sms' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('numbers that stopped texts, on the profile', () => {
  it("names the account's own, its addresses' and its orders' numbers that asked for no more", async () => {
    const buyer = await signUp(t.app, 'Deng Stopped');
    const own = newNumber();
    const ordered = newNumber();
    const saved = newNumber();
    const fine = newNumber();
    const stranger = newNumber();
    await update(buyer.headers, { phone: own.local });
    await placeOrder(t.app, buyer.headers, { product, quantity: 1, phone: ordered.local });
    // The order put its address in the address book; it counts as the order's even once gone.
    const book = async () =>
      (await get(t.app, '/api/user/addresses', buyer.headers)).json<{
        addresses: SavedAddress[];
      }>().addresses;
    for (const a of await book())
      await t.app.inject({
        method: 'DELETE',
        url: `/api/user/addresses/${a._id}`,
        headers: buyer.headers,
      });
    expect(await book()).toEqual([]);
    for (const phone of [saved.local, fine.local]) {
      const added = await post(t.app, '/api/user/addresses', buyer.headers, { ...ADDRESS, phone });
      expect(added.statusCode).toBe(200);
    }
    expect((await profile(buyer.headers)).stoppedNumbers).toEqual([]);

    await t.db.insert(textOptOuts).values([
      { number: own.e164, source: 'sms-stop' },
      { number: ordered.e164, source: 'whatsapp-blocked' },
      { number: saved.e164, source: 'sms-unsubscribed' },
      // Another customer's number: never shown here.
      { number: stranger.e164, source: 'sms-stop' },
    ]);
    const expected = [
      { number: own.e164, by: 'sms' },
      { number: ordered.e164, by: 'whatsapp' },
      { number: saved.e164, by: 'sms' },
    ].sort((a, b) => (a.number < b.number ? -1 : 1));
    expect((await profile(buyer.headers)).stoppedNumbers).toEqual(expected);
    // Every answer the profile page takes its user from says the same.
    const saving = await update(buyer.headers, { updatesBy: 'sms' });
    expect(saving.json().user.stoppedNumbers).toEqual(expected);

    // Once a number takes it back (START), the profile no longer names it.
    await t.db.delete(textOptOuts).where(eq(textOptOuts.number, own.e164));
    expect((await profile(buyer.headers)).stoppedNumbers).toEqual(
      expected.filter((n) => n.number !== own.e164),
    );
  });
});
