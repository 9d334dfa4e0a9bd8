import { ADMIN_PRODUCT_LIMITS as L, ADMIN_PRODUCT_MESSAGES as M } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '../../components/field';

/**
 * Sizes as chips: type one and press Enter (or Add), remove each with its own button. A size
 * the schema would refuse (twice, too long, too many) is refused here at once, with its message.
 */
export function SizesField({
  sizes,
  error,
  onChange,
}: {
  sizes: string[];
  error?: string;
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // After a removal the focus moves to the next chip's button (or the input), not to the page.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);

  useEffect(() => {
    if (focusAfterRemoval === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(focusAfterRemoval, buttons.length - 1)];
    (next ?? boxRef.current?.querySelector('input'))?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval]);

  const add = () => {
    const text = draft.trim();
    if (!text) return setProblem('');
    if (sizes.some((s) => s.toLowerCase() === text.toLowerCase())) {
      return setProblem(M.sizeTwice(text));
    }
    if (text.length > L.sizeMax) return setProblem(M.sizeTooLong(sizes.length));
    if (sizes.length >= L.sizesMax) return setProblem(M.tooManySizes);
    onChange([...sizes, text]);
    setDraft('');
    setProblem('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the size; it must not submit the whole product.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      {sizes.length ? (
        <ul ref={listRef} aria-label="Sizes" className="mb-3 flex flex-wrap gap-2">
          {sizes.map((size, i) => (
            <li
              key={size}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {size}
              <button
                type="button"
                aria-label={`Remove size ${size}`}
                onClick={() => {
                  onChange(sizes.filter((_, j) => j !== i));
                  setFocusAfterRemoval(i);
                }}
                className="grid size-8 place-items-center rounded-full text-lg leading-none text-brand-700 hover:bg-brand-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">No sizes: the product is sold without a choice.</p>
      )}
      <div ref={boxRef} className="flex items-start gap-2">
        <TextField
          label="Add a size"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem('');
          }}
          onKeyDown={onKeyDown}
          maxLength={L.sizeMax + 10}
          autoComplete="off"
          hint="Type a size and press Enter, e.g. Small, 2 seater, 50 kg."
          error={problem || error}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" className="mt-6 shrink-0" onClick={add}>
          Add
        </Button>
      </div>
    </div>
  );
}
