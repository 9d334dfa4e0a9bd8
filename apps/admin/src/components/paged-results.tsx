import type { ReactNode } from 'react';
import { Pager, type PageOf } from './pager';
import { QueryState, type QueryLike } from './query-state';

/** Where a list's cards give way to its table (class names written out for Tailwind to find). */
const SPLIT = {
  sm: { cards: 'sm:hidden', table: 'hidden sm:block' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:block' },
} as const;

/** How a page of rows is drawn: as one piece, or as cards on a phone and a table from `wideFrom`. */
type Rows<Answer> =
  | { children: (answer: Answer) => ReactNode; cards?: never; table?: never; wideFrom?: never }
  | {
      children?: never;
      cards: (answer: Answer) => ReactNode;
      table: (answer: Answer) => ReactNode;
      /** The breakpoint from which the table shows: `lg` for tables too wide for a tablet. */
      wideFrom?: keyof typeof SPLIT;
    };

/**
 * A paged list's rows through their loading, error and empty states (QueryState), with the pager
 * under them: the rows are drawn once a page has come, `items` names them in the answer.
 */
export function PagedResults<Answer extends PageOf>({
  query,
  items,
  empty,
  onPage,
  ...rows
}: {
  query: QueryLike & { data?: Answer };
  items: (answer: Answer) => readonly unknown[];
  empty: ReactNode;
  onPage: (page: number) => void;
} & Rows<Answer>) {
  const answer = query.data;
  const split = SPLIT[rows.wideFrom ?? 'sm'];
  return (
    <QueryState query={query} isEmpty={answer ? items(answer).length === 0 : false} empty={empty}>
      {!answer ? null : rows.children ? (
        rows.children(answer)
      ) : (
        <>
          <div className={split.cards}>{rows.cards(answer)}</div>
          <div className={split.table}>{rows.table(answer)}</div>
        </>
      )}
      <Pager of={answer} onPage={onPage} />
    </QueryState>
  );
}
