import { formatPrice, STOCK_REASON_LABELS, type StockMovement } from '@shop/contracts';

/** The change of one line, signed: '+20', '−3' (a minus sign, read as "minus"). */
export function changeText(movement: Pick<StockMovement, 'before' | 'after'>): string {
  const change = movement.after - movement.before;
  const figure = Math.abs(change).toLocaleString('en-US');
  return change > 0 ? `+${figure}` : change < 0 ? `\u2212${figure}` : '0';
}

/** '12 → 9'. */
export const levelsText = (movement: Pick<StockMovement, 'before' | 'after'>) =>
  `${movement.before.toLocaleString('en-US')} → ${movement.after.toLocaleString('en-US')}`;

export const reasonText = (movement: Pick<StockMovement, 'reason'>) =>
  STOCK_REASON_LABELS[movement.reason];

/** Who made the change: the customer or the staff member, or the shop itself (opening stock). */
export const whoText = (movement: Pick<StockMovement, 'by'>) => movement.by ?? 'Shop';

/**
 * What staff said of a change, in one line: 'From Juba Cement Works at SSP 21,500.00 a unit.
 * Delivery note 4471'; empty when they said nothing.
 */
export function saidText(movement: Pick<StockMovement, 'supplier' | 'unitCost' | 'note'>): string {
  const { supplier, unitCost, note } = movement;
  const cost = unitCost === null ? '' : `at ${formatPrice(unitCost)} a unit`;
  const source = [supplier ? `From ${supplier}` : '', cost].filter(Boolean).join(' ');
  const first = source.charAt(0).toUpperCase() + source.slice(1);
  return [first ? `${first}.` : '', note ?? ''].filter(Boolean).join(' ');
}
