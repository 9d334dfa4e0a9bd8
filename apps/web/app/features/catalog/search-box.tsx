import { MESSAGES, SEARCH_QUERY_MAX } from '@shop/contracts/client';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '~/components/catalog-icons';

const DEBOUNCE_MS = 300;

/**
 * The collection's inline search. Typing searches after a short pause; Enter submits the
 * surrounding form at once (and without JavaScript the form's GET does the same).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL when it changes from elsewhere (header search, "Did you mean", back button),
  // but never overwrite what the customer is still typing.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (q: string) => {
    clearTimeout(timer.current);
    const trimmed = q.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };

  return (
    <div className="relative flex-1">
      <label htmlFor="collection-search" className="sr-only">
        Search products
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
      <input
        id="collection-search"
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={MESSAGES.searchPlaceholderInline}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => {
          const q = e.target.value;
          setText(q);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(q), DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            send(text);
          }
        }}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base placeholder:text-stone-500 sm:text-sm"
      />
    </div>
  );
}
