import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '~/lib/use-dismiss';
import { ChevronDownIcon } from './company-icons';
import { SECTIONS } from './sections';
import { useActiveSection } from './use-active-section';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ' +
  'hover:bg-white/10 hover:text-white aria-[current=true]:text-accent-400';

/**
 * The landing page's own navigation (docs/spec/account-and-company-site.md section 2): plain
 * anchors to its sections, so it works before the page's code arrives. It sticks under the
 * shop header. On phones the links fold into a disclosure: a link, Escape or a tap elsewhere
 * closes it, and Escape puts the focus back on its button. Nothing is trapped.
 */
export function SectionNav({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const active = useActiveSection();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, buttonRef, panelRef);

  const links = (extra: string) =>
    SECTIONS.map((section) => (
      <li key={section.id}>
        <a
          href={`#${section.id}`}
          aria-current={active === section.id ? 'true' : undefined}
          className={`${linkClass} ${extra}`}
          onClick={close}
        >
          {section.label}
        </a>
      </li>
    ));

  return (
    <nav
      aria-label="Page sections"
      // Under the shop header (h-16, z-40), above the page.
      className="sticky top-16 z-30 border-b border-brand-800 bg-brand-900/95 text-brand-50 backdrop-blur supports-[backdrop-filter]:bg-brand-900/85"
    >
      <div className="mx-auto flex h-12 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="#top"
          className="truncate rounded-md text-sm font-bold tracking-wide text-white"
          onClick={close}
        >
          {name}
        </a>
        <ul className="hidden items-center gap-1 md:flex">{links('')}</ul>
        <button
          ref={buttonRef}
          type="button"
          className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-white hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          Sections
          <ChevronDownIcon
            size={18}
            className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <ul
        ref={panelRef}
        id={panelId}
        hidden={!open}
        // Over the page, not in its flow: opening it moves nothing.
        className="absolute inset-x-0 top-full border-t border-brand-800 bg-brand-900 px-2 pt-1 pb-3 shadow-lg md:hidden"
      >
        {links('flex w-full')}
      </ul>
    </nav>
  );
}
