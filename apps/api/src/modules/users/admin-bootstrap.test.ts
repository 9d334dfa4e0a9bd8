import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  ADMIN_PASSWORD_FILE,
  AdminBootstrapError,
  DEFAULT_ADMIN_EMAIL,
  ensureAdmin,
} from './admin-bootstrap.ts';

const t = useTestApp();
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const admins = () => t.db.select().from(users).where(eq(users.role, 'admin'));

describe('the first admin', () => {
  it('never replaces a password file left from an earlier start, and creates no admin', async () => {
    const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
    fs.writeFileSync(file, 'an-old-password\n', { mode: 0o600 });
    const logs: string[] = [];
    const attempt = ensureAdmin(t.db, { dataDir, log: (m) => logs.push(m) });
    await expect(attempt).rejects.toThrow(AdminBootstrapError);
    await expect(attempt).rejects.toThrow(`${file} is left from an earlier start`);
    expect(fs.readFileSync(file, 'utf8')).toBe('an-old-password\n');
    expect(await admins()).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('writes no file when ADMIN_PASSWORD chooses the password', async () => {
    const logs: string[] = [];
    const made = await ensureAdmin(t.db, {
      email: 'Boss@Example.org',
      password: 'chosen-by-the-owner',
      dataDir,
      log: (m) => logs.push(m),
    });
    expect(made).toMatchObject({ created: true, email: 'boss@example.org' });
    expect(made.passwordFile).toBeUndefined();
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(logs).toEqual([
      'Admin account boss@example.org created from ADMIN_EMAIL/ADMIN_PASSWORD.',
    ]);
    expect((await admins()).map((a) => [a.email, a.staffRole])).toEqual([
      ['boss@example.org', 'owner'],
    ]);
    expect(DEFAULT_ADMIN_EMAIL).not.toBe('boss@example.org');

    // An owner exists: a later start changes nothing.
    expect(await ensureAdmin(t.db, { dataDir, log: (m) => logs.push(m) })).toEqual({
      created: false,
    });
  });

  it('makes the ADMIN_EMAIL account an owner when the staff hold no owner', async () => {
    // Staff of another kind only (docs/decisions/0068-staff-roles.md): they cannot run the shop.
    await t.db.update(users).set({ role: 'customer', staffRole: null });
    await t.db.insert(users).values({
      id: 'c'.repeat(24),
      name: 'Sales Only',
      email: 'sales.only@example.org',
      passwordHash: 'x',
      role: 'admin',
      staffRole: 'sales',
    });
    const made = await ensureAdmin(t.db, {
      email: 'owner.again@example.org',
      password: 'chosen-by-the-owner',
      dataDir,
      log: () => {},
    });
    expect(made).toMatchObject({ created: true, email: 'owner.again@example.org' });
    expect((await admins()).map((a) => [a.email, a.staffRole]).sort()).toEqual([
      ['owner.again@example.org', 'owner'],
      ['sales.only@example.org', 'sales'],
    ]);
  });

  it('refuses staff without a kind of staff, and a kind of staff on a customer (the check)', async () => {
    const row = { name: 'Broken', passwordHash: 'x' };
    await expect(
      t.db
        .insert(users)
        .values({ ...row, id: 'd'.repeat(24), email: 'd@example.org', role: 'admin' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(users).values({
        ...row,
        id: 'e'.repeat(24),
        email: 'e@example.org',
        role: 'customer',
        staffRole: 'owner',
      }),
    ).rejects.toThrow();
  });
});
