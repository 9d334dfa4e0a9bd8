import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, formatUnitPrice, orderNumber, type Order } from '@shop/contracts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { releaseHeldStatusMail } from '../../test/outbox-fixtures.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import {
  ADDRESS,
  get,
  orderBody,
  post,
  seededProducts,
  stopCountingStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';

const smtp = smtpReceiver();
const { received } = smtp;

// Registered before the app's hooks, so it runs after the app has closed (after-hooks run in
// reverse order).
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));
let catalogue: SeededProduct[];
let admin: Headers;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 2);
  await stopCountingStock(t.db, catalogue);
  admin = (await signUpAdmin(t.app, t.db)).headers;
});

const COMPANY_EMAIL = DEFAULT_SETTINGS.company.emails[0]!;
const MERCHANT_NUMBER = DEFAULT_SETTINGS.company.phones[0]!;
// Customer-provided text that must never become markup in the HTML part.
const HOSTILE = { ...ADDRESS, firstName: '<script>alert(1)</script>', street: 'Plot 7 & <b>9</b>' };

const addressees = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((a) => a.value.map((v) => v.address))
    .sort();

/** The mail sent during `action`, once the queue has been handled. */
async function mailsDuring(action: () => Promise<unknown>) {
  const before = received.length;
  await action();
  // Status changes hold their e-mail for the undo window; these tests read what it says.
  await releaseHeldStatusMail(t.db);
  await t.app.mail.flush();
  return received.slice(before);
}

/** The order number shown large, and the link to track it without an account, in both parts. */
function expectTrackLink(mail: ParsedMail, number: string) {
  const link = `${TEST_PUBLIC_URL}/track?order=${number}`;
  const words =
    'Track your order without signing in: use this order number and the phone number of the delivery address.';
  expect(mail.text).toContain(`Order number: ${number}`);
  expect(mail.text).toContain(`${words}\n${link}`);
  expect(mail.html).toContain(
    `Order number: <strong style="letter-spacing:2px">${number}</strong>`,
  );
  expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  expect(mail.html).toContain(words);
}

function expectEscaped(mail: ParsedMail) {
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).not.toContain('<b>9</b>');
  expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  expect(mail.html).toContain('Plot 7 &#38; &#60;b&#62;9&#60;/b&#62;');
}

describe('order e-mails', () => {
  it("confirms a cash order to the account's address only, and notifies the company", async () => {
    const user = await signUp(t.app, 'Ayen Mail');
    const [a, b] = catalogue as [SeededProduct, SeededProduct];
    let order!: Order;
    const mails = await mailsDuring(async () => {
      const res = await post(t.app, '/api/order/place-cod', user.headers, {
        ...orderBody([
          { product: a, quantity: 2 },
          { product: b, quantity: 1 },
        ]),
        address: HOSTILE,
      });
      expect(res.statusCode).toBe(200);
      order = res.json().order;
    });
    expect(mails).toHaveLength(2);
    const number = orderNumber(order._id);
    const confirmation = mails.find((m) => m.subject?.startsWith('Your order'))!;
    expect(confirmation.subject).toBe(`Your order ${number} at Boma Star`);
    // The delivery address's e-mail is a stranger's (typed at checkout, never verified).
    expect(addressees(confirmation)).toEqual([user.email]);
    const text = confirmation.text ?? '';
    // Each line with its unit price per its unit (SSP 3,600.00 per 120-block pallet).
    expect(text).toContain(
      `- ${a.name} (${a.sizes[0]}) x 2 at ${formatUnitPrice(a.price, a)}: ${formatPrice(a.price * 2)}`,
    );
    expect(text).toContain(
      `- ${b.name} (${b.sizes[0]}) x 1 at ${formatUnitPrice(b.price, b)}: ${formatPrice(b.price)}`,
    );
    expect(text).toContain(`Subtotal: ${formatPrice(order.subtotal)}`);
    expect(text).toContain(`Delivery: ${formatPrice(25_000)}`);
    expect(text).toContain(`Total: ${formatPrice(order.amount)}`);
    expect(text).toContain('Payment: Cash on Delivery.');
    expect(text).toContain(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zipcode}`);
    expect(text).toContain(`${TEST_PUBLIC_URL}/orders`);
    expectTrackLink(confirmation, number);
    expectEscaped(confirmation);

    const notice = mails.find((m) => m.subject?.startsWith('New order'))!;
    expect(notice.subject).toBe(
      `New order ${number}: ${formatPrice(order.amount)} (Cash on Delivery)`,
    );
    expect(addressees(notice)).toEqual([COMPANY_EMAIL]);
    expect(notice.text).toContain(`Customer account: Ayen Mail <${user.email}>`);
    expect(notice.text).toContain(`collect ${formatPrice(order.amount)} on delivery`);
    expectEscaped(notice);
  });

  it('sends mobile money payment instructions once, to one address when both are the same', async () => {
    const user = await signUp(t.app, 'Deng Mobile');
    let order!: Order;
    const mails = await mailsDuring(async () => {
      const res = await post(t.app, '/api/order/mobile-money', user.headers, {
        ...orderBody([{ product: catalogue[0]!, quantity: 1 }]),
        address: { ...ADDRESS, email: user.email.toUpperCase() },
        mobileNumber: '0921 234 567',
        mobileProvider: 'Airtel',
      });
      expect(res.statusCode).toBe(200);
      order = res.json().order;
    });
    const confirmation = mails.find((m) => m.subject?.startsWith('Your order'))!;
    expect(addressees(confirmation)).toEqual([user.email]);
    const text = confirmation.text ?? '';
    expect(text).toContain('Payment: Mobile Money (Airtel) from +211921234567.');
    expect(text).toContain(
      `To pay: send ${formatPrice(order.amount)} with Airtel mobile money to the merchant account of ${DEFAULT_SETTINGS.company.name}, number ${MERCHANT_NUMBER}, with the reference ${orderNumber(order._id)}.`,
    );
    expect(text).toContain('enter the transaction id');
    expect(text).toContain(`Orders page: ${TEST_PUBLIC_URL}/orders`);
    const notice = mails.find((m) => m.subject?.startsWith('New order'))!;
    expect(notice.text).toContain('wait for the payment to be confirmed before processing');

    // The customer reports the payment: the company is told once, when the id is first reported.
    const reported = await mailsDuring(() =>
      post(t.app, '/api/order/transaction', user.headers, {
        orderId: order._id,
        transactionId: 'AIR.7781.2234',
      }),
    );
    expect(reported).toHaveLength(1);
    expect(addressees(reported[0]!)).toEqual([COMPANY_EMAIL]);
    expect(reported[0]!.subject).toBe(`Payment reported for order ${orderNumber(order._id)}`);
    expect(reported[0]!.text).toContain('Transaction id: AIR.7781.2234');
    const same = await mailsDuring(() =>
      post(t.app, '/api/order/transaction', user.headers, {
        orderId: order._id,
        transactionId: 'AIR.7781.2234',
      }),
    );
    expect(same).toHaveLength(0);

    // Corrections are saved, with a history entry staff see, and mail the company no more.
    for (const id of ['AIR.7781.2235', 'AIR.7781.2236']) {
      const corrected = await mailsDuring(async () => {
        const res = await post(t.app, '/api/order/transaction', user.headers, {
          orderId: order._id,
          transactionId: id,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().order.transactionId).toBe(id);
      });
      expect(corrected).toHaveLength(0);
    }
    const seen = (await get(t.app, `/api/admin/orders/${order._id}`, admin)).json().order;
    expect(seen.transactionId).toBe('AIR.7781.2236');
    expect(seen.statusHistory.map((h: { note?: string }) => h.note)).toEqual([
      undefined,
      'Transaction id corrected to AIR.7781.2235 (was AIR.7781.2234)',
      'Transaction id corrected to AIR.7781.2236 (was AIR.7781.2235)',
    ]);

    // Staff confirm: the customer hears that the money arrived.
    const confirmed = await mailsDuring(() =>
      post(t.app, `/api/admin/orders/${order._id}/confirm-payment`, admin, {}),
    );
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.subject).toBe(`Payment received for order ${orderNumber(order._id)}`);
    expect(confirmed[0]!.text).toContain('(transaction AIR.7781.2236)');
    expect(confirmed[0]!.text).toContain(
      `${TEST_PUBLIC_URL}/track?order=${orderNumber(order._id)}`,
    );
  });

  it('mails the company once when two first reports of one order arrive together', async () => {
    const user = await signUp(t.app, 'Lado Twice');
    const placed = await post(t.app, '/api/order/mobile-money', user.headers, {
      ...orderBody([{ product: catalogue[0]!, quantity: 1 }]),
      mobileNumber: '0921 234 567',
    });
    const id: string = placed.json().order._id;
    await t.app.mail.flush();
    const mails = await mailsDuring(async () => {
      const answers = await Promise.all(
        ['UTL.1111.0001', 'UTL.1111.0002'].map((transactionId) =>
          post(t.app, '/api/order/transaction', user.headers, { orderId: id, transactionId }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment reported for order ${orderNumber(id)}`);
    const seen = (await get(t.app, `/api/admin/orders/${id}`, admin)).json().order;
    // The id the company was mailed, then the correction to the other one.
    const reported = mails[0]!.text?.match(/Transaction id: (\S+)/)?.[1];
    expect(seen.statusHistory.at(-1).note).toBe(
      `Transaction id corrected to ${seen.transactionId} (was ${reported})`,
    );
  });

  it("never mails the delivery address's e-mail when it is not the account's", async () => {
    const user = await signUp(t.app, 'Akech Account');
    const stranger = 'someone.else@example.net';
    const mails = await mailsDuring(async () => {
      const placed = await post(t.app, '/api/order/mobile-money', user.headers, {
        ...orderBody([{ product: catalogue[0]!, quantity: 1 }]),
        address: { ...ADDRESS, email: stranger },
        mobileNumber: '0921 234 567',
        mobileProvider: 'MTN',
      });
      expect(placed.statusCode).toBe(200);
      const id = placed.json().order._id;
      await post(t.app, '/api/order/transaction', user.headers, {
        orderId: id,
        transactionId: 'MTN.5521.0091',
      });
      const paid = await post(t.app, `/api/admin/orders/${id}/confirm-payment`, admin, {});
      expect(paid.statusCode).toBe(200);
      const moved = await post(t.app, `/api/admin/orders/${id}/status`, admin, {
        status: 'Processing',
      });
      expect(moved.statusCode).toBe(200);
    });
    const toCustomer = mails.filter((m) => !addressees(m).includes(COMPANY_EMAIL));
    // The confirmation, the payment received and the status change (in the order they arrived).
    expect(toCustomer.map((m) => m.subject?.split(' ')[0]).sort()).toEqual([
      'Order',
      'Payment',
      'Your',
    ]);
    for (const mail of toCustomer) expect(addressees(mail)).toEqual([user.email]);
    expect(mails.flatMap(addressees)).not.toContain(stranger);
  });

  it('mails the account once when the delivery e-mail is the same address in other letters', async () => {
    const user = await signUp(t.app, 'Abuk Same');
    const mails = await mailsDuring(() =>
      post(t.app, '/api/order/place-cod', user.headers, {
        ...orderBody([{ product: catalogue[0]!, quantity: 1 }]),
        address: { ...ADDRESS, email: user.email.toUpperCase() },
      }),
    );
    const confirmations = mails.filter((m) => m.subject?.startsWith('Your order'));
    expect(confirmations).toHaveLength(1);
    expect(addressees(confirmations[0]!)).toEqual([user.email]);
  });

  it('tells the customer about each status change, with the staff note escaped', async () => {
    const user = await signUp(t.app, 'Nyandit Status');
    const placed = await post(t.app, '/api/order/place-cod', user.headers, {
      ...orderBody([{ product: catalogue[1]!, quantity: 1 }]),
      address: HOSTILE,
    });
    const order: Order = placed.json().order;
    await t.app.mail.flush();
    const number = orderNumber(order._id);

    const processing = await mailsDuring(() =>
      post(t.app, `/api/admin/orders/${order._id}/status`, admin, {
        status: 'Processing',
        note: 'Packed <today> & ready',
      }),
    );
    expect(processing).toHaveLength(1);
    const mail = processing[0]!;
    expect(mail.subject).toBe(`Order ${number}: Processing`);
    expect(addressees(mail)).toEqual([user.email]);
    expect(mail.text).toContain('We are preparing your order.');
    expect(mail.text).toContain('Note from Boma Star: Packed <today> & ready');
    expect(mail.html).toContain('Packed &#60;today&#62; &#38; ready');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,');
    expectTrackLink(mail, number);

    const shipped = await mailsDuring(() =>
      post(t.app, `/api/admin/orders/${order._id}/status`, admin, { status: 'Shipped' }),
    );
    expect(shipped[0]!.text).toContain('Your order has left our warehouse.');
    const out = await mailsDuring(() =>
      post(t.app, `/api/admin/orders/${order._id}/status`, admin, { status: 'Out for delivery' }),
    );
    expect(out[0]!.subject).toBe(`Order ${number}: Out for delivery`);
    expect(out[0]!.text).toContain(`Please have ${formatPrice(order.amount)} ready in cash.`);

    // A refused change sends nothing.
    const refused = await mailsDuring(() =>
      post(t.app, `/api/admin/orders/${order._id}/status`, admin, { status: 'Cancelled' }),
    );
    expect(refused).toHaveLength(0);
  });
});
