import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toastOutcome } from './toaster';

/**
 * Delete one of a list's rows after the admin confirms: `ask(row)` opens the question (while
 * `asking` is that row), `confirm()` deletes it with the outcome as a toast, and the question
 * closes when the answer comes, whatever it is.
 */
export function useConfirmedDelete<Row extends { _id: string }>(
  remove: UseMutationResult<{ message: string }, unknown, string>,
) {
  const [asking, setAsking] = useState<Row | null>(null);
  const confirm = () => {
    if (!asking) return;
    remove.mutate(asking._id, { ...toastOutcome, onSettled: () => setAsking(null) });
  };
  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
