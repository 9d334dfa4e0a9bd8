import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MailIcon, MenuIcon } from './icons';
import { NAV_LINKS } from './nav-links';

/**
 * The phone navigation: a disclosure button and a panel under the header. A link click, Escape,
 * a click outside or a route change closes it; Escape gives focus back to the button.
 */
export function MobileMenu({ contactEmail }: { contactEmail: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-stone-100 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={close}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center rounded-lg px-3 text-base ${
                      isActive
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'text-ink hover:bg-stone-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${contactEmail}`}
                onClick={close}
                className="flex min-h-12 items-center gap-2 rounded-lg px-3 text-base text-ink hover:bg-stone-100"
              >
                Contact
                <MailIcon size={16} className="text-muted" />
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
