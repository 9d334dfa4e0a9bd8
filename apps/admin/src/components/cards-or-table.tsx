import type { ReactNode } from 'react';
import { CardList } from './card-list';
import { Table, type TableColumn } from './table';

/**
 * Rows as cards on a phone and as a table from the small breakpoint up, where the table's
 * figures on the right would otherwise sit past a phone's edge. `cards` are the list's items;
 * the table is a Table of `columns` and `rows` captioned `label`, or a `table` of its own.
 */
export function CardsOrTable({
  label,
  cards,
  framed = true,
  ...wide
}: {
  label: string;
  cards: ReactNode;
  /** False where the list sits inside a card already (see CardList). */
  framed?: boolean;
} & (
  | { columns: readonly TableColumn[]; rows: ReactNode; table?: never }
  | { table: ReactNode; columns?: never; rows?: never }
)) {
  return (
    <>
      <CardList label={label} className="sm:hidden" framed={framed}>
        {cards}
      </CardList>
      <div className="hidden sm:block">
        {wide.columns ? (
          <Table caption={label} columns={wide.columns}>
            {wide.rows}
          </Table>
        ) : (
          wide.table
        )}
      </div>
    </>
  );
}
