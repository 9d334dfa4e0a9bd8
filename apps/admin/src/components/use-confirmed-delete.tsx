import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { toastOutcome } from './toaster';

/**
 * Delete one of a list's rows after the admin confirms: `ask(row)` opens the question, which the
 * page renders as `prompt`; confirming deletes the row with the outcome as a toast, and the
 * question closes when the answer comes, whatever it is.
 */
export function useConfirmedDelete<Row extends { _id: string }>(
  remove: UseMutationResult<{ message: string }, unknown, string>,
  question: { title: string; confirmLabel: string; body: (row: Row) => ReactNode },
) {
  const [asking, setAsking] = useState<Row | null>(null);
  const confirm = () => {
    if (!asking) return;
    remove.mutate(asking._id, { ...toastOutcome, onSettled: () => setAsking(null) });
  };
  const prompt = asking ? (
    <ConfirmDialog
      title={question.title}
      confirmLabel={question.confirmLabel}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    >
      {question.body(asking)}
    </ConfirmDialog>
  ) : null;
  return { ask: setAsking, prompt };
}
