import { inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSettingsResponseSchema, DEFAULT_UNANSWERED_KEEP_DAYS } from '@shop/contracts';
import { assistantQuestions } from '../../db/schema.ts';
import { signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { pruneUnanswered, unansweredPruned } from './question-retention.ts';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db, 'Keeper Of Questions')).headers;
});

const DAY_MS = 24 * 60 * 60_000;
// A clock of the tests' own, far from the real one: only the rows below are old enough to go.
const NOW = new Date('2031-03-01T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** Questions last asked so many days before NOW (first asked long before, which does not count). */
async function askedDaysAgo(lastDays: Record<string, number>) {
  await t.db.insert(assistantQuestions).values(
    Object.entries(lastDays).map(([text, days]) => ({
      text,
      source: 'search',
      count: 4,
      firstAskedAt: daysBefore(400),
      lastAskedAt: daysBefore(days),
    })),
  );
}
const kept = async (texts: string[]) =>
  (
    await t.db
      .select({ text: assistantQuestions.text })
      .from(assistantQuestions)
      .where(inArray(assistantQuestions.text, texts))
  )
    .map((r) => r.text)
    .sort();

const settingsNow = async () =>
  adminSettingsResponseSchema.parse(
    (await t.app.inject({ url: '/api/admin/settings', headers: admin })).json(),
  ).settings;
const saveSettings = async (change: Record<string, unknown>) => {
  const { currency: _currency, ...editable } = await settingsNow();
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: { ...editable, ...change },
  });
};

describe('unanswered questions are kept for the days the settings say', () => {
  // This file's database is its own: each test starts without questions, so counts are exact.
  beforeEach(async () => {
    await t.db.delete(assistantQuestions);
  });

  it('keeps them 90 days after their last asking by default', async () => {
    expect((await settingsNow()).unansweredKeepDays).toBe(DEFAULT_UNANSWERED_KEEP_DAYS);
    expect(DEFAULT_UNANSWERED_KEEP_DAYS).toBe(90);
    const texts = {
      'keep a forgotten drill': 91,
      'keep a recent drill': 89,
      'keep a fresh drill': 0,
    };
    await askedDaysAgo(texts);
    expect(await pruneUnanswered(t.db, NOW)).toBe(1);
    expect(await kept(Object.keys(texts))).toEqual(['keep a fresh drill', 'keep a recent drill']);
  });

  it('follows a change of the setting at the next prune', async () => {
    const saved = await saveSettings({ unansweredKeepDays: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.unansweredKeepDays).toBe(7);
    const texts = { 'week old lantern': 8, 'six day lantern': 6 };
    await askedDaysAgo(texts);
    expect(await pruneUnanswered(t.db, NOW)).toBe(1);
    expect(await kept(Object.keys(texts))).toEqual(['six day lantern']);
    expect((await saveSettings({ unansweredKeepDays: 90 })).statusCode).toBe(200);
  });

  it('prunes once the app is ready, without waiting an hour', async () => {
    await t.db.insert(assistantQuestions).values({
      text: 'long forgotten canoe',
      source: 'assistant',
      firstAskedAt: new Date(Date.now() - 400 * DAY_MS),
      lastAskedAt: new Date(Date.now() - 200 * DAY_MS),
    });
    // A second instance of the shop on the same database starts, and prunes on its own.
    const second = await createTestApp({ database: t.handle });
    try {
      await unansweredPruned(second.db);
      expect(await kept(['long forgotten canoe'])).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('the setting unansweredKeepDays', () => {
  it.each([
    [0, 'Keep unanswered questions for at least 1 day'],
    [-5, 'Keep unanswered questions for at least 1 day'],
    [2.5, 'Days to keep unanswered questions must be a whole number of days'],
    ['30', 'Days to keep unanswered questions must be a number'],
    [null, 'Days to keep unanswered questions must be a number'],
    [3651, 'Keep unanswered questions for at most 3,650 days'],
  ])('refuses %j with 400 and the field error, and saves nothing', async (value, message) => {
    const before = await settingsNow();
    const res = await saveSettings({ unansweredKeepDays: value });
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message,
      errors: { unansweredKeepDays: message },
    });
    expect(await settingsNow()).toEqual(before);
  });

  it('takes any whole number of days from 1 to 3650', async () => {
    for (const days of [1, 3650, 90]) {
      const res = await saveSettings({ unansweredKeepDays: days });
      expect(res.statusCode, res.body).toBe(200);
      expect((await settingsNow()).unansweredKeepDays).toBe(days);
    }
  });
});
