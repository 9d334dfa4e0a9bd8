/** What the low-stock card counts: '12 sizes at 10 or fewer units', '1 size out of stock'. */
export function lowStockSummary(count: number, threshold: number): string {
  const sizes = count === 1 ? '1 size' : `${count.toLocaleString('en-US')} sizes`;
  if (threshold === 0) return `${sizes} out of stock`;
  return `${sizes} at ${threshold.toLocaleString('en-US')} or fewer units`;
}

/** The card when nothing is low: 'No size is at or below 10 units.' */
export function lowStockEmpty(threshold: number): string {
  if (threshold === 0) return 'No size is out of stock.';
  return `No size is at or below ${threshold.toLocaleString('en-US')} ${threshold === 1 ? 'unit' : 'units'}.`;
}
