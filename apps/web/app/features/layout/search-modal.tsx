import { MESSAGES, SEARCH_QUERY_MAX } from '@shop/contracts/client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@shop/ui';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '~/components/icons';

const SUGGESTIONS = ['chairs', 'tables', 'sofas', 'beds', 'cabinets', 'decor'];

/**
 * The search overlay of every route but /collection (docs/spec/storefront.md section 2). A real modal
 * dialog: focus stays inside, Escape and the close button close it, the opener gets focus back.
 */
export default function SearchModal({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const search = (query: string) => {
    const q = query.trim();
    onClose();
    void navigate(q ? `/collection?q=${encodeURIComponent(q)}` : '/collection');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <Modal
      labelledBy={titleId}
      describedBy={hintId}
      onClose={onClose}
      placement="top"
      initialFocus={inputRef}
      className="max-w-2xl rounded-2xl p-5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {MESSAGES.searchTitle}
        </h2>
        <button
          type="button"
          aria-label="Close search"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink"
        >
          <CloseIcon />
        </button>
      </div>
      <form role="search" onSubmit={onSubmit} className="mt-4">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="flex items-center gap-2 rounded-xl border-2 border-stone-300 bg-white px-3 focus-within:border-brand-600">
          <SearchIcon size={20} className="shrink-0 text-muted" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder={MESSAGES.searchPlaceholderModal}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-stone-100 hover:text-ink"
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <p id={hintId} className="mt-3 text-sm text-muted">
          {MESSAGES.searchHint}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {SUGGESTIONS.map((word) => (
            <button
              key={word}
              type="button"
              onClick={() => search(word)}
              className="rounded-full border border-stone-300 px-3 py-1.5 text-sm text-ink hover:border-brand-600 hover:bg-brand-50"
            >
              {word}
            </button>
          ))}
        </div>
        <button
          type="submit"
          className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 sm:w-auto"
        >
          <SearchIcon size={18} />
          Search
        </button>
      </form>
    </Modal>
  );
}
