import { formatPrice } from '@shop/contracts/client';

/** A price as 'SSP 1,500,000.00', from the one formatter in contracts. */
export function PriceTag({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatPrice(amount)}</span>;
}
