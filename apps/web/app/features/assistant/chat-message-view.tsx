import type { ChatSuggestion } from '@shop/contracts/client';
import type { ReactNode } from 'react';
import type { ChatMessage } from './chat-message';
import { ChatProductCard } from './chat-product-card';

export const suggestionClass =
  'min-h-9 shrink-0 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium ' +
  'text-brand-700 transition-colors hover:border-brand-400 hover:bg-brand-50';

/**
 * One message: the visitor's on the right in the shop's green, the assistant's on the left
 * with its product cards and suggestions. The text is rendered as text with its line breaks,
 * never as HTML (a reply may quote what the visitor typed).
 */
export function ChatMessageView({
  message,
  onSuggestion,
  onOpenProduct,
}: {
  message: ChatMessage;
  onSuggestion: (s: ChatSuggestion) => void;
  onOpenProduct: () => void;
}) {
  if (message.type === 'user') {
    return (
      <li className="flex justify-end">
        <Bubble who="You" className="max-w-[85%] rounded-br-md bg-brand-700 text-white">
          {message.content}
        </Bubble>
      </li>
    );
  }
  return (
    <li className="space-y-2">
      <Bubble
        who="Assistant"
        className="max-w-[90%] rounded-bl-md bg-white text-ink shadow-sm ring-1 ring-stone-200"
      >
        {message.content}
      </Bubble>
      {message.products.length > 0 && (
        <ul className="space-y-2" aria-label="Products">
          {message.products.map((p) => (
            <ChatProductCard key={p._id} product={p} onOpen={onOpenProduct} />
          ))}
        </ul>
      )}
      {message.suggestions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {message.suggestions.map((s, i) => (
            <button
              key={`${s.action}-${s.text}-${i}`}
              type="button"
              onClick={() => onSuggestion(s)}
              className={suggestionClass}
            >
              {s.text}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** Three bouncing dots while a reply is on its way (announced through the panel's status). */
export function TypingIndicator() {
  return (
    <li aria-hidden="true" className="flex">
      <span className="flex gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-stone-200">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-brand-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </li>
  );
}

/**
 * A message's text in its bubble, said with who wrote it to screen readers; `className` gives
 * its side's width, pointed corner and colours.
 */
function Bubble({
  who,
  className,
  children,
}: {
  who: 'You' | 'Assistant';
  className: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line ${className}`}
    >
      <span className="sr-only">{who}: </span>
      {children}
    </p>
  );
}
