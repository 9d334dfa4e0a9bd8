import type { User } from '@shop/contracts/client';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '~/stores/sign-out';
import { Avatar } from './account-avatar';

const LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/orders', label: 'My Orders' },
  { to: '/profile?tab=favorites', label: 'Favorites' },
  { to: '/collection', label: 'Browse Products' },
] as const;

const item =
  'flex min-h-11 w-full items-center px-4 text-left text-sm font-medium text-ink outline-none ' +
  'hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 ' +
  'focus-visible:outline-none';

/**
 * The account dropdown's panel (docs/spec/storefront.md section 2), loaded on first open. Menu keyboard:
 * arrows, Home and End move, Escape closes and returns focus to the button, Tab closes.
 */
export function AccountMenu({
  id,
  user,
  onClose,
}: {
  id: string;
  user: User | null;
  onClose: (returnFocus: boolean) => void;
}) {
  const menuRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'Tab') onClose(false);
  };

  const logout = () => {
    // Forgotten here at once; the server is told as well (best effort).
    signOut();
    onClose(false);
    void navigate('/login');
  };

  const name = user?.name || 'User';
  return (
    <div
      className="absolute top-full right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-stone-200"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center gap-3 border-b border-stone-200 bg-stone-50 px-4 py-3">
        <Avatar name={user?.name} picture={user?.profilePicture} size={44} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" data-testid="account-name">
            {name}
          </p>
          {user?.email && (
            <p className="truncate text-sm text-muted" data-testid="account-email">
              {user.email}
            </p>
          )}
        </div>
      </div>
      <ul id={id} ref={menuRef} role="menu" aria-label="Account" className="py-1">
        {LINKS.map((l) => (
          <li key={l.to} role="none">
            <Link role="menuitem" to={l.to} className={item} onClick={() => onClose(false)}>
              {l.label}
            </Link>
          </li>
        ))}
        <li role="none" className="mt-1 border-t border-stone-200 pt-1">
          <button
            type="button"
            role="menuitem"
            onClick={logout}
            className={`${item} text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:bg-red-50 focus-visible:text-red-800`}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
