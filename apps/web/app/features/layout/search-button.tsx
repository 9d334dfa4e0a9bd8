import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { SearchIcon } from '~/components/icons';

const loadModal = () => import('./search-modal');
// The modal is not part of the first page load: it arrives when someone reaches for search.
const SearchModal = lazyPart(loadModal);

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Give focus back to the opener, as a dialog should.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search products"
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-stone-100"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
