// The one price formatter (docs/architecture.md, "Where the specifications disagree or are
// silent"): 'SSP 1,500,000.00'. Amounts are whole pounds in the catalogue, but the formatter keeps
// two decimals so a computed total never looks odd.
const grouping = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const CURRENCY = 'SSP';

export function formatPrice(amount: number): string {
  return `${CURRENCY} ${grouping.format(amount)}`;
}
