import { Button } from '@shop/ui';
import { useEffect, useRef } from 'react';

/**
 * 'Delete your review?' as a native modal dialog: the browser traps focus inside, makes the page
 * behind inert, closes it on Escape and returns focus to the button that opened it.
 */
export function ConfirmDeleteDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="delete-review-heading"
      aria-describedby="delete-review-text"
      onClose={onClose}
      onCancel={(event) => {
        // Escape while the deletion is under way would leave its outcome unseen.
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-6 shadow-2xl backdrop:bg-ink/60"
    >
      <h2 id="delete-review-heading" className="text-lg font-bold text-ink">
        Delete your review?
      </h2>
      <p id="delete-review-text" className="mt-2 text-sm text-muted">
        It will be removed from this product for good.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={busy} autoFocus>
          Keep it
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Deleting…' : 'Delete review'}
        </Button>
      </div>
    </dialog>
  );
}
