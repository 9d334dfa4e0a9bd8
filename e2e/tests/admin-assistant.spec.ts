import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { adminToast, adminToken, openAdmin, signInAdmin } from './admin-helpers';

// The staff's 'Unanswered questions' (decision 0020): what customers asked the assistant and
// searched the collection for without finding anything, against the real API in the built shop.
// Other tests ask and search in parallel: each test finds its own rows by a stamp of letters
// (the stored text is normalised words, so digits or punctuation could be read as something else).

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

interface Recorded {
  tag: string;
  question: string;
  search: string;
}

/**
 * A question for the assistant that finds nothing, asked twice (counted as one question asked
 * twice), and a search with no result.
 */
async function askAndSearch(request: APIRequestContext): Promise<Recorded> {
  const tag = letters();
  const question = `show me unicorn saddles ${tag}`;
  const search = `zqxw${tag}`;
  for (let i = 0; i < 2; i++) {
    const response = await request.post('/api/chatbot/query', {
      data: { message: `Show me unicorn saddles ${tag}?`, userId: null, sessionId: `e2e-${tag}` },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  const listed = await request.get(`/api/product/list?q=${search}&page=1`);
  expect(listed.ok(), await listed.text()).toBeTruthy();
  expect(((await listed.json()) as { total: number }).total).toBe(0);

  // Recording does not hold up the visitor's answer: wait until both are stored.
  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/admin/assistant/unanswered?q=${tag}`, {
        headers: { token },
      });
      return ((await answer.json()) as { total: number }).total;
    })
    .toBe(2);
  return { tag, question, search };
}

const table = (page: Page) =>
  page.getByRole('table', { name: 'Unanswered questions, most asked first' });
const rowOf = (page: Page, text: string) =>
  table(page)
    .getByRole('row')
    .filter({ hasText: `“${text}”` });

async function searchQuestions(page: Page, words: string) {
  await page.getByLabel('Search the questions').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('admin: unanswered questions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists what found nothing, filters by place, clears a question once acted on', async ({
    page,
    context,
  }) => {
    const { tag, question, search } = await askAndSearch(page.request);
    await signInAdmin(context, page.request);

    await openAdmin(page, '/');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Unanswered' })
      .click();
    await expect(page).toHaveURL(/\/admin\/assistant\/unanswered$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unanswered questions' }),
    ).toBeVisible();
    await expect(page.getByText(/consider stocking them/)).toBeVisible();
    // How long questions are kept (the settings' unansweredKeepDays, 90 unless changed).
    await expect(page.getByText(/nobody asks again for \d+ days is deleted/)).toBeVisible();

    await searchQuestions(page, tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    // Most asked first: the question asked twice, then the search.
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`“${question}”`);
    await expect(rows.nth(1)).toContainText(`“${search}”`);
    const asked = rowOf(page, question).getByRole('cell');
    await expect(asked.nth(1)).toHaveText('2'); // asked
    await expect(asked.nth(2)).toHaveText('2'); // from the assistant
    await expect(asked.nth(3)).toHaveText('0'); // from the search box
    const searched = rowOf(page, search).getByRole('cell');
    await expect(searched.nth(1)).toHaveText('1');
    await expect(searched.nth(3)).toHaveText('1');
    await expect(
      rowOf(page, question).getByRole('link', { name: `Search the catalogue for “${question}”` }),
    ).toHaveAttribute('href', `/admin/products?q=${question.replaceAll(' ', '+')}`);
    await expectNoSeriousA11yViolations(page);

    // By place: the tabs keep the search.
    const tabs = page.getByRole('navigation', { name: 'Where it was asked' });
    await tabs.getByRole('link', { name: /^Search box/ }).click();
    await expect(page).toHaveURL(new RegExp(`source=search&q=${tag}`));
    await expect(tabs.getByRole('link', { name: /^Search box/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`“${search}”`);
    await tabs.getByRole('link', { name: /^Assistant/ }).click();
    await expect(page).toHaveURL(new RegExp(`source=assistant&q=${tag}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`“${question}”`);
    await tabs.getByRole('link', { name: /^All/ }).click();
    await expect(rows).toHaveCount(2);

    // Clear asks first; Cancel keeps it and gives focus back to the button.
    const clearSearch = rowOf(page, search).getByRole('button', { name: `Clear “${search}”` });
    await clearSearch.click();
    const dialog = page.getByRole('dialog', { name: 'Clear this question?' });
    await expect(dialog).toContainText(`“${search}” was asked once`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clearSearch).toBeFocused();
    await expect(rows).toHaveCount(2);

    await clearSearch.click();
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(adminToast(page, 'Cleared 1 question.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`“${question}”`);
    await expect(page.getByText('1 question, most asked first')).toBeFocused();

    // Gone from the API too; nothing left under the search box's tab for this stamp.
    await tabs.getByRole('link', { name: /^Search box/ }).click();
    await expect(page.getByText('No questions match this search.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('admin: unanswered questions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each question is a card with its figures and actions', async ({ page, context }) => {
    const { tag, question } = await askAndSearch(page.request);
    await signInAdmin(context, page.request);
    // On a phone the menu (and its navigation) is hidden until opened.
    await page.goto(`/admin/assistant/unanswered?source=assistant&q=${tag}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unanswered questions' }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: 'Unanswered questions' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`“${question}”`);
    await expect(cards.first()).toContainText('2 times');
    await expect(cards.first()).toContainText('assistant 2');
    await expect(cards.first().getByRole('button', { name: `Clear “${question}”` })).toBeVisible();
    await expect(table(page)).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
