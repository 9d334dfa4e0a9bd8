import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure (a menu under its button) on Escape, which also gives the focus back
 * to the button, and on a press anywhere outside the button and the panel. Nothing is trapped:
 * Tab moves on as usual.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  buttonRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, buttonRef, panelRef]);
}
