import { answer, searchProductList } from '@shop/assistant';
import { greeting } from '@shop/assistant/greeting';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { held, startApi, type ApiAnswer, type ApiHandler } from '@shop/ui/test/api-server';
import { SETTINGS } from '~/test/fixtures';
import { renderPage } from '~/test/render-page';
import { ChatPanel } from './chat-panel';

// The open assistant panel of a visitor. POST /api/chatbot/query reaches a real HTTP server
// standing in for the API; when it cannot answer, the real rules engine answers in the browser.

const QUERY = '/api/chatbot/query';
let api: Awaited<ReturnType<typeof startApi>>;
let reply: ApiHandler = () => undefined;

beforeEach(async () => {
  sessionStorage.clear(); // a new visit: a new conversation
  api = await startApi((call) => (call.path === QUERY ? reply(call) : undefined));
});
afterEach(async () => {
  await api.close();
});

/** What each message of the conversation says, as a screen reader reads it ('You: ...'). */
const said = (conversation: HTMLElement) =>
  [...conversation.children].map((item) => item.querySelector('p')?.textContent ?? '');

async function openPanel() {
  const user = userEvent.setup({ delay: null });
  renderPage('/collection', () => (
    <ChatPanel id="shop-assistant" open onClose={() => undefined} icon={null} />
  ));
  const conversation = await screen.findByRole('list', { name: 'Conversation' });
  // The first open greets the visitor.
  const hello = `Assistant: ${greeting({ settings: SETTINGS }).content}`;
  await waitFor(() => expect(said(conversation)).toEqual([hello]));
  return { user, conversation, input: screen.getByRole('textbox', { name: 'Type your message' }) };
}

describe('Chat panel', () => {
  it('shows a sent message at once, says the assistant is typing, then shows the reply', async () => {
    const answerLater = held<ApiAnswer>();
    reply = () => answerLater.promise;
    const { user, conversation, input } = await openPanel();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await user.type(input, 'Do you deliver to Juba?{Enter}');
    expect(said(conversation).slice(1)).toEqual(['You: Do you deliver to Juba?', '']); // '': the dots
    expect(input).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('The assistant is typing');

    await waitFor(() => expect(api.callsTo(QUERY)).toHaveLength(1));
    expect(api.callsTo(QUERY)[0]?.body).toEqual({
      message: 'Do you deliver to Juba?',
      userId: null,
      sessionId: expect.stringMatching(/^\d+$/),
    });
    answerLater.release({
      body: {
        success: true,
        response: {
          content: 'Yes: we deliver across Juba within two days.',
          suggestions: [{ text: 'Delivery costs', action: 'delivery' }],
          products: [],
        },
      },
    });

    await waitFor(() =>
      expect(said(conversation).slice(1)).toEqual([
        'You: Do you deliver to Juba?',
        'Assistant: Yes: we deliver across Juba within two days.',
      ]),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Yes: we deliver across Juba within two days.',
    );
    expect(within(conversation).getByRole('button', { name: 'Delivery costs' })).toBeTruthy();
  });

  it("answers with the browser's own rules when the API cannot", async () => {
    reply = () => ({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Busy' } });
    const { user, conversation, input } = await openPanel();
    const expected = await answer('Tell me about delivery', {
      searchProducts: searchProductList([]),
      settings: SETTINGS,
      orders: async () => null,
    });

    await user.type(input, 'Tell me about delivery{Enter}');
    expect(screen.getByRole('status').textContent).toBe('The assistant is typing');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(expected.content));
    expect(api.callsTo(QUERY)).toHaveLength(1);
    expect(said(conversation).slice(1)).toEqual([
      'You: Tell me about delivery',
      `Assistant: ${expected.content}`,
    ]);
  });

  it('does not send a blank message', async () => {
    const { user, conversation, input } = await openPanel();
    await user.type(input, '   {Enter}');
    expect(said(conversation)).toHaveLength(1); // the greeting
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(api.callsTo(QUERY)).toHaveLength(0);
  });
});
