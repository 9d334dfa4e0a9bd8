import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '~/components/icons';
import { useDismiss } from '~/lib/use-dismiss';

// The links load when the menu is first wanted; a touch or hover on the button starts the
// download, so the panel is usually there by the time the tap completes.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyPart(loadPanel);

/**
 * The phone navigation: a disclosure button and a panel under the header. A link click, Escape,
 * a click outside or a route change closes it; Escape gives focus back to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, buttonRef, panelRef);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-stone-100 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onPointerDown={() => void loadPanel()}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} panelRef={panelRef} onNavigate={close} />
        </Suspense>
      )}
    </>
  );
}
