import { Button, Modal } from '@shop/ui';
import { useId, type ReactNode } from 'react';

/** Destructive or hard-to-undo actions ask first (issue 6: "destructive actions confirm"). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={busy ? () => undefined : onCancel}
      busy={busy}
      className="rounded-t-2xl p-5 sm:max-w-md sm:rounded-2xl sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm text-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
