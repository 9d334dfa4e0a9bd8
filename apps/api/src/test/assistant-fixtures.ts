// The shopping assistant in tests: asking POST /api/chatbot/query as a visitor would, products
// added to the catalogue for one test, and what the assistant recorded for the staff.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatbotQueryResponseSchema, type Category, type ChatReply } from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { assistantQuestions, products } from '../db/schema.ts';
import { countCacheOf } from '../modules/catalog/count-cache.ts';
import { unansweredRecorded } from '../modules/questions/question-log.ts';
import type { Headers } from './account-fixtures.ts';
import { randomClientAddress } from './contact-fixtures.ts';

/** Posts a body to the assistant from an address of its own unless one is given. */
export function postQuery(
  app: FastifyInstance,
  payload: unknown,
  opts: { headers?: Headers; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/chatbot/query',
    payload: payload as object,
    headers: opts.headers,
    remoteAddress: opts.remoteAddress ?? randomClientAddress(),
  });
}

/** The assistant's reply to a message (checked against the contract), as the widget sends it. */
export async function ask(
  app: FastifyInstance,
  message: string,
  opts: { headers?: Headers; userId?: 'user' | null } = {},
): Promise<ChatReply> {
  const res = await postQuery(
    app,
    { message, userId: opts.userId ?? (opts.headers ? 'user' : null), sessionId: '1732000000000' },
    opts,
  );
  if (res.statusCode !== 200)
    throw new Error(`"${message}" answered ${res.statusCode}: ${res.body}`);
  return chatbotQueryResponseSchema.parse(res.json()).response;
}

export interface NewProduct {
  name: string;
  category: Category;
  subCategory: string;
  price: number;
  archived?: boolean;
}

/**
 * Adds products straight to the catalogue (newest of all), answering their ids. The totals the
 * catalogue keeps for 30 s are forgotten, as after a change made by staff.
 */
export async function addProducts(db: Db, list: NewProduct[]): Promise<string[]> {
  const now = Date.now();
  const rows = list.map((p, i) => ({
    id: newId(),
    name: p.name,
    price: p.price,
    description: `${p.name} for the tests.`,
    images: ['/images/products/test.webp'],
    sizes: ['Standard'],
    category: p.category,
    subCategory: p.subCategory,
    createdAt: new Date(now + i),
    archivedAt: p.archived ? new Date(now) : null,
  }));
  await db.insert(products).values(rows);
  countCacheOf(db).clear();
  return rows.map((r) => r.id);
}

export async function removeProducts(db: Db, ids: string[]) {
  if (ids.length) await db.delete(products).where(inArray(products.id, ids));
  countCacheOf(db).clear();
}

/**
 * What was recorded for the staff under this exact text (a row per place, with how often it was
 * asked there), once every recording has landed.
 */
export async function recordedQuestions(db: Db, text: string) {
  await unansweredRecorded(db);
  return db
    .select({
      text: assistantQuestions.text,
      source: assistantQuestions.source,
      count: assistantQuestions.count,
    })
    .from(assistantQuestions)
    .where(eq(assistantQuestions.text, text))
    .orderBy(assistantQuestions.source);
}
