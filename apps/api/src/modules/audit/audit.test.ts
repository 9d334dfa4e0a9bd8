import { describe, expect, it } from 'vitest';
import { adminAuditResponseSchema, AUDIT_MESSAGES } from '@shop/contracts';
import { newId } from '../../db/ids.ts';
import { auditLog, products } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { recordAudit } from './service.ts';

const t = useTestApp();

const audit = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });

describe('audit log', () => {
  it('lists entries newest first with the actor, and never keeps secrets', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const me = await t.app.inject({ url: '/api/user/profile', headers: admin.headers });
    const actorId = me.json<{ user: { _id: string } }>().user._id;
    await recordAudit(t.db, actorId, {
      action: 'customer.role',
      entity: 'user',
      entityId: 'u1',
      before: { role: 'customer', passwordHash: 'argon2id$secret' },
      after: { role: 'admin', nested: { token: 'abc', name: 'Ayen' } },
    });
    await recordAudit(t.db, actorId, {
      action: 'product.archive',
      entity: 'product',
      entityId: 'p1',
    });

    const res = await audit(admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.entries[0]).toMatchObject({
      action: 'product.archive',
      actor: { _id: actorId, email: admin.email },
    });
    expect(body.entries[1]).toMatchObject({
      action: 'customer.role',
      before: { role: 'customer' },
      after: { role: 'admin', nested: { name: 'Ayen' } },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2id|"token"|passwordHash/);

    const narrowed = await audit(admin.headers, '?entity=user&entityId=u1');
    expect(narrowed.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'customer.role',
    ]);
  });

  it('is for staff only, and refuses bad paging', async () => {
    const customer = await signUp(t.app, 'Nyibol Customer');
    expect((await audit({})).statusCode).toBe(401);
    expect((await audit(customer.headers)).statusCode).toBe(403);
    const admin = await signUpAdmin(t.app, t.db);
    const bad = await audit(admin.headers, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('audit log filters', () => {
  it('narrows by person, Juba days and a search, names products, and lists who changed things', async () => {
    const first = await signUpAdmin(t.app, t.db, 'Deng Auditor');
    const second = await signUpAdmin(t.app, t.db, 'Ayak Auditor');
    const idOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/user/profile', headers })).json<{ user: { _id: string } }>()
        .user._id;
    const [firstId, secondId] = [await idOf(first.headers), await idOf(second.headers)];
    const [product] = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .limit(1);
    const stamp = `zebra-${Date.now()}`;
    await recordAudit(t.db, firstId, {
      action: 'product.update',
      entity: 'product',
      entityId: product!.id,
      before: { price: 1000, note: stamp },
      after: { price: 1200, note: stamp },
    });
    await recordAudit(t.db, secondId, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'shop',
      before: { deliveryFee: 1 },
      after: { deliveryFee: 2, note: stamp },
    });
    // One entry on 1 March in Juba (23:30 there is 21:30 UTC), the others today.
    const [old] = await t.db
      .insert(auditLog)
      .values({
        id: newId(),
        actorId: firstId,
        actorEmail: first.email,
        action: 'blog.update',
        entity: 'blog',
        entityId: 'b1',
        before: null,
        after: { title: stamp },
        createdAt: new Date('2026-03-01T21:30:00Z'),
      })
      .returning();

    const list = async (query: string) => {
      const res = await audit(first.headers, query);
      expect(res.statusCode, res.body).toBe(200);
      return adminAuditResponseSchema.parse(res.json());
    };
    const bySearch = await list(`?q=${stamp.toUpperCase()}`);
    expect(bySearch.entries.map((e) => e.action)).toEqual([
      'settings.update',
      'product.update',
      'blog.update',
    ]);
    const productEntry = bySearch.entries.find((e) => e.entity === 'product')!;
    expect(productEntry.entityName).toBe(product!.name);
    expect(bySearch.entries.find((e) => e.entity === 'blog')!.entityName).toBeNull();

    const byPerson = await list(`?q=${stamp}&actorId=${secondId}`);
    expect(byPerson.entries.map((e) => e.action)).toEqual(['settings.update']);
    expect(byPerson.actors).toEqual(
      expect.arrayContaining([
        { _id: firstId, email: first.email },
        { _id: secondId, email: second.email },
      ]),
    );

    // 1 March in Juba holds the old entry; 28 February does not, nor does 2 March.
    expect(
      (await list(`?q=${stamp}&from=2026-03-01&to=2026-03-01`)).entries.map((e) => e._id),
    ).toEqual([old!.id]);
    expect((await list(`?q=${stamp}&from=2026-02-28&to=2026-02-28`)).total).toBe(0);
    expect((await list(`?q=${stamp}&from=2026-03-02&to=2026-03-02`)).total).toBe(0);
    expect((await list(`?q=${stamp}&from=2026-03-02`)).total).toBe(2);

    for (const [query, message] of [
      ['?from=2026-02-30', 'Dates must be written as YYYY-MM-DD'],
      ['?from=2026-03-05&to=2026-03-01', AUDIT_MESSAGES.order],
      [`?q=${'x'.repeat(101)}`, AUDIT_MESSAGES.search],
    ] as const) {
      const bad = await audit(first.headers, query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message });
    }
  });
});
