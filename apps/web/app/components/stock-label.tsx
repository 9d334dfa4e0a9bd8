import { stockLabel, type StockStatus } from '@shop/contracts/client';

const TONE: Record<StockStatus['kind'], string> = {
  untracked: '',
  in: 'text-brand-700',
  few: 'text-amber-800',
  out: 'text-red-700',
};

/** 'In stock', 'Only 3 left' or 'Out of stock'; nothing for a product whose stock is not counted. */
export function StockLabel({
  status,
  className = '',
}: {
  status: StockStatus;
  className?: string;
}) {
  const label = stockLabel(status);
  if (!label) return null;
  return (
    <p className={`text-sm font-semibold ${TONE[status.kind]} ${className}`}>
      <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-current" />
      {label}
    </p>
  );
}
