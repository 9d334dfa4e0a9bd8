import { perUnit, type UnitFields } from '@shop/contracts/client';
import { PriceTag } from '@shop/ui';

/**
 * A price with the unit it is per (docs/decisions/0031-units-stock-and-tracking.md): the amount,
 * then 'per 50 kg bag' on a smaller line of its own, so a narrow card keeps both readable. Read
 * aloud it is one phrase: 'SSP 95,000.00 per 50 kg bag'. `from`: the lowest of sizes priced
 * differently, 'From SSP ...' (decision 0074).
 */
export function UnitPrice({
  amount,
  product,
  from,
  className = '',
  unitClassName = 'text-xs font-normal text-muted',
  'aria-live': live,
}: {
  amount: number;
  product: UnitFields;
  from?: boolean;
  className?: string;
  unitClassName?: string;
  'aria-live'?: 'polite';
}) {
  return (
    <p className={className} aria-live={live}>
      {/* Its own small line, so a narrow card keeps the amount on one line. */}
      {from && <span className={`block ${unitClassName}`}>From </span>}
      <PriceTag amount={amount} />{' '}
      <span className={`block ${unitClassName}`}>{perUnit(product)}</span>
    </p>
  );
}
