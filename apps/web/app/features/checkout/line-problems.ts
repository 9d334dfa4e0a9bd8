import { STOCK_MESSAGES, unitsLeft, type FieldErrors, type Product } from '@shop/contracts/client';

/** A line of the order as it was sent: its key on this page and the quantity asked. */
export interface SentLine {
  key: string;
  quantity: number;
}

/** The server's message for a line, kept while the line still asks for what was sent. */
export interface LineProblem {
  message: string;
  quantity: number;
}

const ITEM_QUANTITY = /^items\.(\d+)\.quantity$/;

/**
 * The refusal's per-line messages (`items.<n>.quantity`: n is the line's index in the items
 * sent) by the key of the line on this page.
 */
export function lineProblems(
  errors: FieldErrors,
  sent: readonly SentLine[],
): Record<string, LineProblem> {
  const problems: Record<string, LineProblem> = {};
  for (const [field, message] of Object.entries(errors)) {
    const index = ITEM_QUANTITY.exec(field)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line) problems[line.key] = { message, quantity: line.quantity };
  }
  return problems;
}

/** Why the order cannot be placed as it is: one sentence per line asking for more than is left. */
export function shortLines(
  lines: readonly { product: Product; size: string; quantity: number }[],
): string[] {
  return lines.flatMap(({ product, size, quantity }) => {
    const left = unitsLeft(product.stock, size);
    return quantity > left ? [STOCK_MESSAGES.notEnough(product.name, size, left)] : [];
  });
}
