import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminUnansweredResponseSchema,
  UNANSWERED_MESSAGES as M,
  UNANSWERED_TEXT_MAX,
} from '@shop/contracts';
import { assistantQuestions } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { ask, recordedQuestions } from '../../test/assistant-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { unansweredRecorded } from './question-log.ts';

const t = useTestApp();
let admin: Headers;
let customer: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db, 'Deng Questions')).headers;
  customer = (await signUp(t.app, 'Abuk Questions')).headers;
});

const tag = () => `zq${randomBytes(3).toString('hex')}`;
const search = (q: string, extra = '') =>
  t.app.inject({ url: `/api/product/list?q=${encodeURIComponent(q)}${extra}` });

describe('questions that found nothing are recorded, without personal data', () => {
  it("records the assistant's product question that found nothing, normalised", async () => {
    const word = tag();
    const reply = await ask(t.app, `Show me ${word.toUpperCase()} Lamps?!`);
    expect(reply.action).toBe('no_products');
    expect(await recordedQuestions(t.db, `show me ${word} lamps`)).toEqual([
      { text: `show me ${word} lamps`, source: 'assistant', count: 1 },
    ]);
  });

  it('records nothing for a question that found products, or is no product question', async () => {
    await ask(t.app, 'show me sofas');
    await ask(t.app, 'hello');
    await ask(t.app, 'where is my order');
    expect(await recordedQuestions(t.db, 'show me sofas')).toEqual([]);
    expect(await recordedQuestions(t.db, 'hello')).toEqual([]);
    expect(await recordedQuestions(t.db, 'where is my order')).toEqual([]);
  });

  it('keeps neither the phone number nor the e-mail address a visitor typed', async () => {
    const word = tag();
    const reply = await ask(
      t.app,
      `Looking for ${word} panels, my number +211 921 234 567 or 0921-234567, ayen.deng@example.org`,
    );
    expect(reply.action).toBe('no_products');
    const rows = await recordedQuestions(t.db, `looking for ${word} panels my number or`);
    expect(rows).toHaveLength(1);
  });

  it('records a collection search that found nothing, on its first page only', async () => {
    const word = tag();
    const res = await search(`  ${word} Capacitor `);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
    await search(`${word} capacitor`, '&page=2');
    await search(`${word} capacitor`, '&page=1&sort=low');
    expect(await recordedQuestions(t.db, `${word} capacitor`)).toEqual([
      { text: `${word} capacitor`, source: 'search', count: 2 },
    ]);
  });

  it('records no collection search that found something, and no listing without words', async () => {
    await search('sofa');
    await t.app.inject({ url: '/api/product/list?category=Tables&page=1' });
    expect(await recordedQuestions(t.db, 'sofa')).toEqual([]);
  });
});

describe('a question asked again is counted, not stored again', () => {
  it("counts the assistant's repeats, however they were typed, in one row", async () => {
    const word = tag();
    for (const message of [
      `Show me ${word} kettles?`,
      `show me ${word.toUpperCase()} KETTLES`,
      `  show me ${word} kettles!! `,
    ])
      expect((await ask(t.app, message)).action).toBe('no_products');
    expect(await recordedQuestions(t.db, `show me ${word} kettles`)).toEqual([
      { text: `show me ${word} kettles`, source: 'assistant', count: 3 },
    ]);
  });

  it("counts the collection search's repeats (/api/product/list?q=), at once too", async () => {
    const word = tag();
    const first = await search(`${word} Welding Rods`);
    expect(first.json().total).toBe(0);
    // Askings at the same moment each count: one statement adds or counts (no lost update).
    const together = await Promise.all(
      Array.from({ length: 4 }, (_, i) => search(`${word}${' '.repeat(i + 1)}welding rods`)),
    );
    for (const res of together) expect(res.statusCode).toBe(200);
    expect(await recordedQuestions(t.db, `${word} welding rods`)).toEqual([
      { text: `${word} welding rods`, source: 'search', count: 5 },
    ]);
  });

  it('keeps the places apart, and a repeat moves only the last asking', async () => {
    const text = `show me ${tag()} hoverboards`;
    await ask(t.app, text);
    await search(text);
    const row = async () => {
      await unansweredRecorded(t.db);
      const [found] = await t.db
        .select()
        .from(assistantQuestions)
        .where(and(eq(assistantQuestions.text, text), eq(assistantQuestions.source, 'search')));
      return found!;
    };
    const once = await row();
    expect(once.count).toBe(1);
    expect(once.lastAskedAt).toEqual(once.firstAskedAt);
    await search(text);
    const twice = await row();
    expect(twice.count).toBe(2);
    expect(twice.firstAskedAt).toEqual(once.firstAskedAt);
    expect(twice.lastAskedAt.getTime()).toBeGreaterThan(once.lastAskedAt.getTime());
    expect(await recordedQuestions(t.db, text)).toEqual([
      { text, source: 'assistant', count: 1 },
      { text, source: 'search', count: 2 },
    ]);
  });
});

describe('GET /api/admin/assistant/unanswered', () => {
  const list = async (query = '') => {
    const res = await t.app.inject({
      url: `/api/admin/assistant/unanswered${query}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return adminUnansweredResponseSchema.parse(res.json());
  };
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));

  /** Questions under a tag of their own, asked at known times from both places. */
  async function seed(prefix: string) {
    const asked = (text: string, source: string, count: number, first: number, last: number) => ({
      text: `${prefix} ${text}`,
      source,
      count,
      firstAskedAt: at(first),
      lastAskedAt: at(last),
    });
    await t.db
      .insert(assistantQuestions)
      .values([
        asked('solar panels', 'assistant', 2, 1, 3),
        asked('solar panels', 'search', 1, 5, 5),
        asked('generator', 'search', 2, 2, 4),
        asked('mosquito nets', 'assistant', 1, 6, 6),
      ]);
  }

  it('refuses visitors (401) and customers (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/assistant/unanswered'],
      ['DELETE', '/api/admin/assistant/unanswered?text=x'],
    ] as const) {
      const none = await t.app.inject({ method, url });
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await t.app.inject({ method, url, headers: customer })).statusCode).toBe(403);
    }
  });

  it('groups by text with counts per place, most asked first, then the latest', async () => {
    const prefix = tag();
    await seed(prefix);
    const res = await list(`?q=${prefix}`);
    expect(res).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(res.questions).toEqual([
      {
        text: `${prefix} solar panels`,
        count: 3,
        sources: { assistant: 2, search: 1 },
        firstAskedAt: at(1).toISOString(),
        lastAskedAt: at(5).toISOString(),
      },
      {
        text: `${prefix} generator`,
        count: 2,
        sources: { assistant: 0, search: 2 },
        firstAskedAt: at(2).toISOString(),
        lastAskedAt: at(4).toISOString(),
      },
      {
        text: `${prefix} mosquito nets`,
        count: 1,
        sources: { assistant: 1, search: 0 },
        firstAskedAt: at(6).toISOString(),
        lastAskedAt: at(6).toISOString(),
      },
    ]);
    expect(res.counts.assistant).toBeGreaterThanOrEqual(2);
    expect(res.counts.search).toBeGreaterThanOrEqual(2);
  });

  it("keeps one place's questions, pages, and finds words", async () => {
    const prefix = tag();
    await seed(prefix);
    const searched = await list(`?q=${prefix}&source=search`);
    expect(searched.questions.map((q) => [q.text, q.count])).toEqual([
      [`${prefix} generator`, 2],
      [`${prefix} solar panels`, 1],
    ]);
    const second = await list(`?q=${prefix}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.questions.map((q) => q.text)).toEqual([`${prefix} mosquito nets`]);
    const nets = await list(`?q=${prefix}%20mosquito`);
    expect(nets.questions.map((q) => q.text)).toEqual([`${prefix} mosquito nets`]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list(`?q=${prefix}%25`)).total).toBe(0);
  });

  it('lists what the assistant and the search box recorded', async () => {
    const word = tag();
    await ask(t.app, `show me ${word}`);
    await search(word);
    await unansweredRecorded(t.db);
    const res = await list(`?q=${word}`);
    expect(res.questions.map((q) => [q.text, q.sources]).sort()).toEqual(
      [
        [`show me ${word}`, { assistant: 1, search: 0 }],
        [word, { assistant: 0, search: 1 }],
      ].sort(),
    );
  });

  it.each([
    ['?source=email', M.sourceInvalid],
    [`?q=${'x'.repeat(101)}`, M.searchTooLong],
    ['?pageSize=500', 'pageSize must be at most 100'],
    ['?page=0', 'page must be at least 1'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.app.inject({
      url: `/api/admin/assistant/unanswered${query}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message });
  });
});

describe('DELETE /api/admin/assistant/unanswered', () => {
  const clear = (query: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/assistant/unanswered${query}`,
      headers: admin,
    });
  const remaining = async (text: string) =>
    (await recordedQuestions(t.db, text)).map((r) => r.source).sort();

  it('clears one question from one place or from both, audited', async () => {
    const text = `${tag()} water pump`;
    await t.db.insert(assistantQuestions).values([
      { text, source: 'assistant', count: 2 },
      { text, source: 'search' },
    ]);
    const q = encodeURIComponent(text);
    const bySearch = await clear(`?text=${q}&source=search`);
    expect(bySearch.json()).toEqual({ success: true, message: M.cleared(1) });
    expect(await remaining(text)).toEqual(['assistant']);

    const all = await clear(`?text=${q}`);
    expect(all.json()).toEqual({ success: true, message: M.cleared(2) });
    expect(await remaining(text)).toEqual([]);

    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=unanswered_question&entityId=${q}`,
      headers: admin,
    });
    const entries = audit.json().entries as { action: string; before: { count: number } }[];
    expect(entries.map((e) => [e.action, e.before.count])).toEqual([
      ['unanswered.clear', 2],
      ['unanswered.clear', 1],
    ]);
  });

  it('answers 404 for a question not recorded and 400 without a text', async () => {
    expectRefusal(await clear(`?text=${tag()}`), 404, { code: 'NOT_FOUND', message: M.notFound });
    const none = await clear('');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.textRequired);
    const long = await clear(`?text=${'x'.repeat(UNANSWERED_TEXT_MAX + 1)}`);
    expect(long.json().message).toBe(M.textTooLong);
  });
});
