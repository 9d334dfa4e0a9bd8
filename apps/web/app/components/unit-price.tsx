import { perUnit, type UnitFields } from '@shop/contracts/client';
import { PriceTag } from '@shop/ui';

/**
 * A price with the unit it is per (docs/decisions/0031-units-stock-and-tracking.md): the amount,
 * then 'per 50 kg bag' on a smaller line of its own, so a narrow card keeps both readable. Read
 * aloud it is one phrase: 'SSP 95,000.00 per 50 kg bag'.
 */
export function UnitPrice({
  amount,
  product,
  className = '',
  unitClassName = 'text-xs font-normal text-muted',
}: {
  amount: number;
  product: UnitFields;
  className?: string;
  unitClassName?: string;
}) {
  return (
    <p className={className}>
      <PriceTag amount={amount} />{' '}
      <span className={`block ${unitClassName}`}>{perUnit(product)}</span>
    </p>
  );
}
