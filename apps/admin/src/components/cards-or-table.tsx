import type { ReactNode } from 'react';
import { CardList } from './card-list';

/**
 * Rows as cards on a phone and as a table from the small breakpoint up, where the table's
 * figures on the right would otherwise sit past a phone's edge. `cards` are the list's items.
 */
export function CardsOrTable({
  label,
  cards,
  table,
}: {
  label: string;
  cards: ReactNode;
  table: ReactNode;
}) {
  return (
    <>
      <CardList label={label} className="sm:hidden">
        {cards}
      </CardList>
      <div className="hidden sm:block">{table}</div>
    </>
  );
}
