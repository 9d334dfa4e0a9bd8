/** Badge colours from the spec: Delivered green, Shipped blue, Processing yellow, others grey. */
export type StatusTone = 'green' | 'blue' | 'yellow' | 'grey';

export function orderStatusTone(status: string): StatusTone {
  if (status === 'Delivered') return 'green';
  if (status === 'Shipped') return 'blue';
  if (status === 'Processing') return 'yellow';
  return 'grey';
}
