import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/** What QueryState reads of a query (TanStack Query's result, or several combined). */
export interface QueryLike {
  isPending: boolean;
  error: unknown;
  /** Offered as "Try again" after an error. */
  refetch?: () => unknown;
}

/**
 * Loading, error (with a retry) and empty states of a query, so every page answers the same way
 * while data is on its way over a slow network or when there is nothing to show.
 */
export function QueryState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const { isPending, error, refetch } = query;
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
        {refetch ? (
          <button
            type="button"
            onClick={() => void refetch()}
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
