// The Staff page's API and the roles at work (docs/decisions/0068-staff-roles.md): owners add
// staff (a new address is mailed a set-password link through the outbox, received by a real SMTP
// server), change roles and remove access, never leaving the shop without an owner; every change
// is audited and takes effect at once; the warehouse moves orders up to Shipped only.
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  STAFF_MESSAGES as M,
  removeStaffResponseSchema,
  staffChangeResponseSchema,
  staffListResponseSchema,
  type StaffRole,
} from '@shop/contracts';
import { auditLog, users } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { cheapestProduct, placeOrder, post } from '../../test/order-fixtures.ts';
import { unreviewedProducts, writeReview } from '../../test/review-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

const smtp = smtpReceiver();
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });

async function idOf(headers: Headers): Promise<string> {
  return (await get('/api/user/profile', headers)).json<{ user: { _id: string } }>().user._id;
}
const unique = (name: string) =>
  `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.org`;

async function staffMember(role: StaffRole, name = `Staff ${role}`) {
  const account = await signUpAdmin(t.app, t.db, name, role);
  return { ...account, id: await idOf(account.headers) };
}

async function auditOf(entityId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('adding a staff member', () => {
  it('makes an account for a new address and mails it a link to choose a password', async () => {
    const owner = await staffMember('owner', 'Nyibol Owner');
    const email = unique('Garang');
    const before = smtp.received.length;
    const res = await post(t.app, '/api/admin/staff', owner.headers, {
      name: ' Garang Store ',
      email: email.toUpperCase(),
      role: 'warehouse',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffChangeResponseSchema.parse(res.json());
    expect(body.message).toBe(M.added('Garang Store', 'warehouse', true));
    expect(body.member).toMatchObject({ name: 'Garang Store', email, staffRole: 'warehouse' });

    await t.app.mail.flush();
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    const link = /https:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link?.startsWith(`${TEST_PUBLIC_URL}/reset-password/`)).toBe(true);

    // The link sets the password; the admin sign-in then works with the role.
    const token = link!.split('/').pop()!;
    const reset = await post(
      t.app,
      '/api/user/reset-password',
      {},
      {
        token,
        newPassword: 'warehouse-password-1',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await post(
      t.app,
      '/api/user/admin',
      {},
      {
        email,
        password: 'warehouse-password-1',
      },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = { token: signIn.json<{ token: string }>().token };
    expect((await get('/api/user/profile', headers)).json().user).toMatchObject({
      role: 'admin',
      staffRole: 'warehouse',
    });
    expect((await get('/api/admin/products', headers)).statusCode).toBe(200);
    expectRefusal(await get('/api/admin/reports/sales', headers), 403, {
      code: 'FORBIDDEN',
      message: M.roleExcludes('warehouse', 'reports'),
    });

    const [entry] = await auditOf(body.member._id);
    expect(entry).toMatchObject({ action: 'staff.add', actorId: owner.id });
    expect(entry!.after).toMatchObject({ email, staffRole: 'warehouse' });
  });

  it('makes an existing customer staff with their own password, and refuses one already staff', async () => {
    const owner = await staffMember('owner');
    const customer = await signUp(t.app, 'Achan Buyer');
    const before = smtp.received.length;
    const res = await post(t.app, '/api/admin/staff', owner.headers, {
      name: 'Ignored Name',
      email: customer.email,
      role: 'sales',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.added('Achan Buyer', 'sales', false));
    await t.app.mail.flush();
    expect(smtp.received).toHaveLength(before);
    // The customer's token ended with the change; their password signs them in as staff.
    expectRefusal(await get('/api/user/profile', customer.headers), 401, {
      code: 'UNAUTHENTICATED',
      message: ACCOUNT_MESSAGES.sessionExpired,
    });
    const signIn = await post(
      t.app,
      '/api/user/admin',
      {},
      {
        email: customer.email,
        password: customer.password,
      },
    );
    expect(signIn.statusCode).toBe(200);

    expectRefusal(
      await post(t.app, '/api/admin/staff', owner.headers, {
        name: 'Again',
        email: customer.email,
        role: 'content',
      }),
      409,
      { code: 'CONFLICT', message: M.alreadyStaff('Achan Buyer', 'sales') },
    );
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const owner = await staffMember('owner');
    for (const [payload, field] of [
      [{ name: 'A', email: unique('a'), role: 'boss' }, 'role'],
      [{ name: '  ', email: unique('b'), role: 'sales' }, 'name'],
      [{ name: 'C', email: 'not-an-address', role: 'sales' }, 'email'],
    ] as const) {
      const res = await post(t.app, '/api/admin/staff', owner.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const bad = await put(`/api/admin/staff/not-an-id/role`, owner.headers, { role: 'sales' });
    expect(bad.statusCode).toBe(400);
    const unknown = await put(`/api/admin/staff/${'a'.repeat(24)}/role`, owner.headers, {
      role: 'sales',
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });
});

describe('changing roles and removing access', () => {
  it('lists the staff, owners first; only owners may see or change them', async () => {
    const owner = await staffMember('owner');
    const sales = await staffMember('sales');
    const list = await get('/api/admin/staff', owner.headers);
    expect(list.statusCode).toBe(200);
    const staff = staffListResponseSchema.parse(list.json()).staff;
    expect(staff.map((s) => s._id)).toEqual(expect.arrayContaining([owner.id, sales.id]));
    const firstNonOwner = staff.findIndex((s) => s.staffRole !== 'owner');
    expect(staff.slice(firstNonOwner).every((s) => s.staffRole !== 'owner')).toBe(true);

    expectRefusal(await get('/api/admin/staff', sales.headers), 403, {
      code: 'FORBIDDEN',
      message: M.roleExcludes('sales', 'staff'),
    });
  });

  it('takes a new role at once: the old token ends and the next sign-in has the new rights', async () => {
    const owner = await staffMember('owner');
    const content = await staffMember('content');
    expect((await get('/api/admin/blogs', content.headers)).statusCode).toBe(200);
    const res = await put(`/api/admin/staff/${content.id}/role`, owner.headers, {
      role: 'sales',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.roleChanged('Staff content', 'sales'));
    expect((await get('/api/admin/blogs', content.headers)).statusCode).toBe(401);

    const signIn = await post(
      t.app,
      '/api/user/admin',
      {},
      {
        email: content.email,
        password: content.password,
      },
    );
    const headers = { token: signIn.json<{ token: string }>().token };
    expectRefusal(await get('/api/admin/blogs', headers), 403, {
      code: 'FORBIDDEN',
      message: M.roleExcludes('sales', 'blog'),
    });
    expect((await get('/api/admin/customers', headers)).statusCode).toBe(200);

    const [entry] = await auditOf(content.id);
    expect(entry).toMatchObject({
      action: 'staff.role',
      before: { staffRole: 'content' },
      after: { staffRole: 'sales' },
    });
  });

  it('removes staff access: the account stays, a customer, and cannot sign in to the admin', async () => {
    const owner = await staffMember('owner');
    const sales = await staffMember('sales', 'Deng Leaving');
    const res = await del(`/api/admin/staff/${sales.id}`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(removeStaffResponseSchema.parse(res.json()).message).toBe(M.removed('Deng Leaving'));
    const [row] = await t.db.select().from(users).where(eq(users.id, sales.id));
    expect(row).toMatchObject({ role: 'customer', staffRole: null });
    expect((await get('/api/admin/orders', sales.headers)).statusCode).toBe(401);
    const admin = await post(
      t.app,
      '/api/user/admin',
      {},
      {
        email: sales.email,
        password: sales.password,
      },
    );
    expect(admin.statusCode).toBe(401);
    expect((await auditOf(sales.id)).map((e) => e.action)).toContain('staff.remove');
    // Asked again, it is no longer staff.
    expect((await del(`/api/admin/staff/${sales.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('never demotes or removes the last owner, and lets an owner step down while another remains', async () => {
    // This test's database has other owners from earlier tests: leave only one.
    const owner = await staffMember('owner', 'Last Owner');
    await t.db
      .update(users)
      .set({ role: 'customer', staffRole: null })
      .where(eq(users.staffRole, 'owner'));
    await t.db
      .update(users)
      .set({ role: 'admin', staffRole: 'owner' })
      .where(eq(users.id, owner.id));

    for (const res of [
      await put(`/api/admin/staff/${owner.id}/role`, owner.headers, { role: 'sales' }),
      await del(`/api/admin/staff/${owner.id}`, owner.headers),
    ]) {
      expectRefusal(res, 409, { code: 'CONFLICT', message: M.lastOwner });
    }
    // Still an owner, still signed in.
    expect((await get('/api/admin/staff', owner.headers)).statusCode).toBe(200);

    // With a second owner, the first may step down.
    const second = await staffMember('owner', 'Second Owner');
    const down = await put(`/api/admin/staff/${owner.id}/role`, second.headers, {
      role: 'content',
    });
    expect(down.statusCode, down.body).toBe(200);
    // And the one left cannot go.
    expectRefusal(await del(`/api/admin/staff/${second.id}`, second.headers), 409, {
      code: 'CONFLICT',
      message: M.lastOwner,
    });
  });
});

describe('two owners at once', () => {
  it('never lets two owners remove each other and leave the shop without one', async () => {
    const a = await staffMember('owner', 'Owner Ajak');
    const b = await staffMember('owner', 'Owner Bol');
    // Only these two are owners now.
    await t.db
      .update(users)
      .set({ role: 'customer', staffRole: null })
      .where(and(eq(users.staffRole, 'owner'), notInArray(users.id, [a.id, b.id])));

    const answers = await Promise.all([
      del(`/api/admin/staff/${b.id}`, a.headers),
      del(`/api/admin/staff/${a.id}`, b.headers),
    ]);
    const codes = answers.map((res) => res.statusCode).sort((x, y) => x - y);
    // One wins; the other finds itself no longer an owner (403, when both passed the door at
    // once) or signed out (401, when the first finished before the second arrived).
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const owners = await t.db.select().from(users).where(eq(users.staffRole, 'owner'));
    expect(owners).toHaveLength(1);
  });
});

describe('the warehouse and order statuses', () => {
  it('moves an order up to Shipped and no further, with a 403 that says why', async () => {
    const warehouse = await staffMember('warehouse');
    const owner = await staffMember('owner');
    const customer = await signUp(t.app, 'Akuol Orders');
    const order = await placeOrder(t.app, customer.headers, {
      product: await cheapestProduct(t.app),
      quantity: 1,
    });
    const move = (headers: Headers, status: string) =>
      post(t.app, `/api/admin/orders/${order._id}/status`, headers, { status });

    expect((await move(warehouse.headers, 'Processing')).statusCode).toBe(200);
    expect((await move(warehouse.headers, 'Shipped')).statusCode).toBe(200);
    for (const status of ['Out for delivery', 'Delivered', 'Cancelled']) {
      expectRefusal(await move(warehouse.headers, status), 403, {
        code: 'FORBIDDEN',
        message: M.warehouseStatus(status),
      });
    }
    // Its own move can be taken back while the e-mail waits; an owner's move past Shipped not.
    const undo = () =>
      post(t.app, `/api/admin/orders/${order._id}/status/undo`, warehouse.headers, {});
    expect((await undo()).statusCode).toBe(200);
    expect((await move(warehouse.headers, 'Shipped')).statusCode).toBe(200);
    expect((await move(owner.headers, 'Out for delivery')).statusCode).toBe(200);
    expectRefusal(await undo(), 403, {
      code: 'FORBIDDEN',
      message: M.warehouseUndo('Out for delivery'),
    });
    // Payments are not the warehouse's.
    expectRefusal(
      await post(t.app, `/api/admin/orders/${order._id}/confirm-payment`, warehouse.headers, {}),
      403,
      { code: 'FORBIDDEN', message: M.roleExcludes('warehouse', 'payments') },
    );
  });

  it('lets only staff whose role includes reviews delete a review through the public route', async () => {
    const [productId] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Ajok Reviewer');
    const reviewId = await writeReview(t.app, author.headers, productId!);
    const remove = (headers: Headers) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/reviews/delete',
        headers,
        payload: { reviewId },
      });
    // Another's review: a 404, as a customer gets, for staff without reviews.
    const refused = await remove((await staffMember('warehouse')).headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await remove((await staffMember('content')).headers)).statusCode).toBe(200);
  });
});
