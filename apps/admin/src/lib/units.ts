// Units (UNITS in contracts' stock-rules.ts) written the same for one and many ('5 kg',
// '2 dozen'), and those taking -es; the others take -s.
const SAME: readonly string[] = ['kg', 'dozen', 'm²'];
const ES: readonly string[] = ['box'];

/** '1 bag', '12 bags', '3 boxes', '40 kg': a number of units in words. */
export function unitCount(count: number, unit: string): string {
  const figure = count.toLocaleString('en-US');
  if (count === 1 || SAME.includes(unit)) return `${figure} ${unit}`;
  return `${figure} ${unit}${ES.includes(unit) ? 'es' : 's'}`;
}
