import { CHAT_MESSAGE_MAX, CHAT_TEXTS } from '@shop/contracts/client';
import { useState, type Ref } from 'react';

/**
 * The message field and Send (docs/spec/account-and-company-site.md section 5: blank or
 * whitespace-only text is not sent and Send is disabled). Enter sends: it submits the form.
 */
export function ChatInput({
  onSend,
  inputRef,
}: {
  onSend: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <form
      className="flex items-center gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (blank) return;
        onSend(text);
        setText('');
      }}
    >
      <label htmlFor="shop-assistant-input" className="sr-only">
        {CHAT_TEXTS.inputLabel}
      </label>
      <input
        ref={inputRef}
        id="shop-assistant-input"
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CHAT_MESSAGE_MAX}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={CHAT_TEXTS.inputPlaceholder}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-stone-50 px-4 text-base text-ink placeholder:text-stone-500 focus:border-brand-500 focus:bg-white sm:text-sm"
      />
      <button
        type="submit"
        disabled={blank}
        aria-label={CHAT_TEXTS.send}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12h14M13 6l6 6-6 6" />
        </svg>
      </button>
    </form>
  );
}
