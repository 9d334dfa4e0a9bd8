import { useEffect, type RefObject } from 'react';
import { NavLinkItems } from './nav-links';

/** The phone navigation's links, loaded when the menu is first wanted (mobile-menu.tsx). */
export default function MobileMenuPanel({
  id,
  panelRef,
  onNavigate,
}: {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  onNavigate: () => void;
}) {
  // Opened from the button: move focus to the first link (Escape gives it back).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [panelRef]);
  return (
    <div
      ref={panelRef}
      id={id}
      className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg md:hidden motion-safe:animate-panel-in"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col">
          <NavLinkItems
            onNavigate={onNavigate}
            linkClass={({ isActive }) =>
              `flex min-h-12 items-center rounded-lg px-3 text-base ${
                isActive
                  ? 'bg-brand-50 font-semibold text-brand-800'
                  : 'text-ink hover:bg-stone-100'
              }`
            }
          />
        </ul>
      </nav>
    </div>
  );
}
