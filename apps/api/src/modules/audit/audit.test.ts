import { describe, expect, it } from 'vitest';
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
