import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/**
 * Loading, error (with a retry) and empty states of a query, so every page answers the same way
 * while data is on its way over a slow network or when there is nothing to show.
 */
export function QueryState({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty?: boolean;
  empty?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div role="status" className="rounded-xl bg-white p-8 text-center text-muted shadow-sm">
        Loading…
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm">
        <p className="text-red-700">{errorMessage(error)}</p>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 font-semibold text-brand-700 hover:underline"
          >
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) {
    return <div className="rounded-xl bg-white p-8 text-center text-muted shadow-sm">{empty}</div>;
  }
  return <>{children}</>;
}
