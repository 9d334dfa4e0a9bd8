import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageHeader } from './page-header';
import { QueryState, type QueryLike } from './query-state';

/**
 * The frame of every page about one thing (an order, a customer, an e-mail, a product...): the
 * link back to its list, then, once it has arrived, its title row with the actions on it and the
 * page's body; loading and errors answer as on every page.
 */
export function DetailPage<T>({
  query,
  back,
  header,
  children,
}: {
  query: QueryLike & { data: T | undefined };
  /** Where the back link leads and what it says; `className` 'no-print' on printed pages. */
  back: { to: string; label: string; className?: string };
  header: (data: T) => { title: string; description?: ReactNode; actions?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      <BackLink to={back.to} className={back.className}>
        {back.label}
      </BackLink>
      <QueryState query={query}>
        {data ? (
          <>
            <PageHeader {...header(data)} />
            {children(data)}
          </>
        ) : null}
      </QueryState>
    </>
  );
}
