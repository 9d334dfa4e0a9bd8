import {
  CHAT_PANEL_HEIGHT_PX,
  CHAT_PANEL_MAX_VH,
  CHAT_PANEL_TITLE,
  CHAT_QUICK_ACTIONS,
  CHAT_TEXTS,
  type ChatSuggestion,
} from '@shop/contracts/client';
import { suggestionEffect } from '@shop/assistant/effects';
import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { CloseIcon } from '~/components/icons';
import { useSession } from '~/lib/session';
import { useSettings } from '~/lib/use-settings';
import { ChatMessageView, suggestionClass, TypingIndicator } from './chat-message-view';
import { ChatInput } from './chat-input';
import type { AssistantPanelProps } from './assistant-toggle';
import { pageProducts } from './page-products';
import { useConversation } from './use-conversation';

/**
 * The 'Shopping Assistant' panel (docs/spec/account-and-company-site.md sections 2 and 4),
 * loaded on the toggle's first open and kept mounted afterwards (hidden while closed), so a
 * reply on its way still arrives. A non-modal dialog: the page stays usable beside it; focus
 * moves into it on open (to the field, or on a touch screen to the panel itself: focusing the
 * field there would raise the keyboard over half the panel before anyone asked to type), Escape
 * closes, and each new reply is announced politely.
 */
export function ChatPanel({ id, open, onClose, icon }: AssistantPanelProps) {
  const titleId = `${id}-title`;
  const settings = useSettings();
  const signedIn = useSession() !== null;
  const matches = useMatches();
  const navigate = useNavigate();
  const { messages, pending, announcement, send } = useConversation({
    settings,
    signedIn,
    products: () => pageProducts(matches.map((m) => m.loaderData)),
  });
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!open) return;
    if (window.matchMedia('(pointer: coarse)').matches) dialog.current?.focus();
    else input.current?.focus();
  }, [open]);

  // The newest message (or the typing dots) in view.
  useEffect(() => {
    const el = list.current;
    if (open && el) el.scrollTop = el.scrollHeight;
  }, [open, messages, pending]);

  const act = (s: ChatSuggestion) => {
    const effect = suggestionEffect(s);
    if (effect.kind === 'send') return send(effect.text);
    onClose();
    void navigate(effect.to);
  };

  return (
    <div
      ref={dialog}
      tabIndex={-1}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
      style={{
        height: CHAT_PANEL_HEIGHT_PX,
        // At most 80vh (section 9), and never under the header on a short screen.
        maxHeight: `min(${CHAT_PANEL_MAX_VH}vh, calc(100dvh - 6.5rem))`,
      }}
      className="fixed inset-x-3 bottom-[5.25rem] z-40 flex focus:outline-none flex-col overflow-hidden rounded-2xl bg-stone-50 shadow-2xl ring-1 shadow-brand-900/25 ring-stone-200 sm:right-5 sm:bottom-24 sm:left-auto sm:w-96"
    >
      <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-500 text-ink">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-bold">
            {CHAT_PANEL_TITLE}
          </h2>
          <p className="truncate text-xs text-brand-100">{settings.company.shortName}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={CHAT_TEXTS.close}
          className="grid size-10 shrink-0 place-items-center rounded-full text-white transition-colors hover:bg-white/15"
        >
          <CloseIcon size={20} />
        </button>
      </div>

      <div
        role="group"
        aria-label="Quick actions"
        className="flex gap-2 overflow-x-auto border-b border-stone-200 bg-white px-3 py-2.5 [scrollbar-width:thin]"
      >
        {CHAT_QUICK_ACTIONS.map((chip) => (
          <button
            key={chip.action}
            type="button"
            onClick={() => act(chip)}
            className={suggestionClass}
          >
            {chip.text}
          </button>
        ))}
      </div>

      <ol
        ref={list}
        tabIndex={0}
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto overscroll-contain p-3"
      >
        {messages.map((m) => (
          <ChatMessageView key={m.id} message={m} onSuggestion={act} onOpenProduct={onClose} />
        ))}
        {pending > 0 && <TypingIndicator />}
      </ol>
      <p role="status" className="sr-only">
        {pending > 0 ? CHAT_TEXTS.typing : announcement}
      </p>

      <ChatInput onSend={send} inputRef={input} />
    </div>
  );
}
