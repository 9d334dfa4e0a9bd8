import type { AssistantContext } from './types.ts';
import { greetingReply } from './replies/small-talk.ts';
import type { ChatReply } from '@shop/contracts/client';

/**
 * The first-open message with its suggestions, also at `@shop/assistant/greeting`: the chat panel
 * greets with it without loading the whole engine, which the browser needs only when the API
 * cannot be reached.
 */
export function greeting(ctx: Pick<AssistantContext, 'settings'>): ChatReply {
  return greetingReply(ctx.settings);
}
