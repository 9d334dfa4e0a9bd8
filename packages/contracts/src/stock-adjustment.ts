// Staff: `POST /api/admin/products/:id/stock-adjustments`: goods received from a supplier,
// units damaged or lost, or a recount, each with its reason kept in the stock history
// (docs/decisions/0063-stock-receipts-and-adjustments.md).
import { z } from 'zod';

export const STOCK_ADJUSTMENT_KINDS = ['receipt', 'damage', 'recount'] as const;
export type StockAdjustmentKind = (typeof STOCK_ADJUSTMENT_KINDS)[number];

/** The most units one adjustment may move, and the dearest unit cost (SSP) it may record. */
export const STOCK_ADJUSTMENT_UNITS_MAX = 1_000_000;
export const UNIT_COST_MAX = 1_000_000_000;
export const SUPPLIER_MAX = 120;
export const STOCK_NOTE_MAX = 500;

export const STOCK_ADJUSTMENT_MESSAGES = {
  kind: 'Choose goods received, damaged or lost, or a recount',
  size: 'Choose a size',
  unknownSize: (size: string) => `This product has no size ${size}`,
  units: `Enter a whole number of units from 1 to ${STOCK_ADJUSTMENT_UNITS_MAX.toLocaleString('en-US')}`,
  counted: `Enter the units counted, a whole number from 0 to ${STOCK_ADJUSTMENT_UNITS_MAX.toLocaleString('en-US')}`,
  supplier: `At most ${SUPPLIER_MAX} characters`,
  unitCost: `Enter the cost of one unit in whole SSP, up to ${UNIT_COST_MAX.toLocaleString('en-US')}`,
  note: `At most ${STOCK_NOTE_MAX} characters`,
  damageNote: 'Say what happened to them',
  notTracked: 'Stock is not counted for this product: turn on "Track stock" in the product first.',
  notEnough: (size: string, left: number, asked: number) =>
    `Only ${left.toLocaleString('en-US')} in stock of size ${size}: ${asked.toLocaleString('en-US')} cannot be taken out.`,
  saved: {
    receipt: 'Goods received recorded',
    damage: 'Damaged or lost units recorded',
    recount: 'Recount recorded',
  } satisfies Record<StockAdjustmentKind, string>,
} as const;
const M = STOCK_ADJUSTMENT_MESSAGES;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

/**
 * `quantity` is what arrived (receipt), what left (damage), or what was counted (recount). A
 * receipt may name its supplier and the cost of one unit; damage needs a note.
 */
export const stockAdjustmentSchema = z
  .object({
    kind: z.enum(STOCK_ADJUSTMENT_KINDS, { message: M.kind }),
    size: z.string({ message: M.size }).trim().min(1, M.size).max(100, M.size),
    quantity: z.number({ message: M.units }).int(M.units).max(STOCK_ADJUSTMENT_UNITS_MAX, M.units),
    supplier: optionalText(SUPPLIER_MAX, M.supplier),
    unitCost: z
      .number({ message: M.unitCost })
      .int(M.unitCost)
      .min(0, M.unitCost)
      .max(UNIT_COST_MAX, M.unitCost)
      .optional(),
    note: optionalText(STOCK_NOTE_MAX, M.note),
  })
  .superRefine((a, ctx) => {
    if (a.kind !== 'recount' && a.quantity < 1)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.units });
    if (a.kind === 'recount' && a.quantity < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.counted });
    if (a.kind === 'damage' && !a.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: M.damageNote });
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

export const stockAdjustmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The size's units after the change. */
  size: z.string(),
  units: z.number().int(),
});
export type StockAdjustmentResponse = z.infer<typeof stockAdjustmentResponseSchema>;
