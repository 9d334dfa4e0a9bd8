import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { handleDialogKeyDown } from './dialog-keys.ts';

const PLACEMENT = {
  /** Near the top of the screen, like a command palette (the search overlay). */
  top: 'items-start justify-center px-4 pt-16 sm:pt-24',
  /** A sheet from the bottom on phones, a centred card from the small breakpoint up. */
  sheet: 'items-end justify-center sm:items-center sm:p-4',
} as const;

/**
 * A real modal dialog (docs/architecture.md, "Security and accessibility"): focus moves in on open
 * (to `initialFocus`, else the dialog's first control) and back to the opener on close, Tab stays
 * inside, Escape and a click on the backdrop close it, and the page behind does not scroll.
 * Portalled to <body>, because an ancestor with a backdrop filter (the header) would otherwise trap
 * a fixed overlay.
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  busy = false,
  placement = 'sheet',
  initialFocus,
  className = '',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** While busy the dialog says so to assistive technology. */
  busy?: boolean;
  placement?: keyof typeof PLACEMENT;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(
      'input:not([disabled]), button:not([disabled]), textarea, select, a[href]',
    );
    (initialFocus?.current ?? first)?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      opener?.focus?.();
    };
    // Runs once per opening: the dialog mounts when it opens and unmounts when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleDialogKeyDown(event, dialogRef.current, onClose);

  return createPortal(
    <div className={`fixed inset-0 z-50 flex bg-ink/60 ${PLACEMENT[placement]}`}>
      <div className="absolute inset-0" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className={`relative w-full bg-white motion-safe:animate-dialog-in shadow-2xl ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
