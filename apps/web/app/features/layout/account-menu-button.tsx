import { useEffect, useId, useRef, useState } from 'react';
import { loadServerCart } from '~/stores/cart-sync';
import { useAccountProfile } from '~/stores/profile-store';
import { useSession } from '~/lib/session';
import { Avatar } from './account-avatar';
import { AccountMenu } from './account-menu';

/**
 * The signed-in customer's header button and dropdown. The header loads this module lazily, only
 * once a session exists, so visitors never download it.
 */
export function AccountButton() {
  const user = useAccountProfile();
  const token = useSession()?.token;

  // With a token the account's cart replaces the browser's at start-up (docs/spec/storefront.md section 4).
  useEffect(() => {
    if (token) loadServerCart(token);
  }, [token]);

  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // A click or tap anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div ref={wrapperRef} className="relative flex w-full justify-end">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex min-h-10 items-center gap-1 rounded-full border border-stone-200 bg-white py-1 pr-2 pl-1 text-stone-600 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 aria-expanded:border-brand-400 aria-expanded:bg-brand-50"
      >
        <Avatar name={user?.name} picture={user?.profilePicture} size={32} />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.6l3.74-3.86a.75.75 0 1 1 1.08 1.04l-4.28 4.42a.75.75 0 0 1-1.08 0L5.18 8.78a.75.75 0 0 1 .02-1.08Z" />
        </svg>
      </button>
      {open && <AccountMenu id={menuId} user={user} onClose={close} />}
    </div>
  );
}
