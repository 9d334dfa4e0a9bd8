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
  framed = true,
}: {
  label: string;
  cards: ReactNode;
  table: ReactNode;
  /** False where the list sits inside a card already (see CardList). */
  framed?: boolean;
}) {
  return (
    <>
      <CardList label={label} className="sm:hidden" framed={framed}>
        {cards}
      </CardList>
      <div className="hidden sm:block">{table}</div>
    </>
  );
}
