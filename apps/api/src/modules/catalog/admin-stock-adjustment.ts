import {
  ADMIN_PRODUCT_MESSAGES,
  sizesOf,
  STOCK_ADJUSTMENT_MESSAGES as M,
  type StockAdjustment,
  type StockAdjustmentResponse,
} from '@shop/contracts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { adjustStock } from '../stock/index.ts';
import { findAnyProduct, staffActor } from './admin-queries.ts';
import { announceBackInStock } from '../stock/index.ts';
import { catalogueChanged, type AdminContext } from './admin-service.ts';

/**
 * Goods received, damage or a recount of one size of a product whose stock is counted
 * (docs/decisions/0063-stock-receipts-and-adjustments.md). The product's row is held while the
 * size is checked and the stock moves, so an edit of its sizes cannot slip in between; the change
 * is in the audit log and the stock history, and customers waiting for a size that came back are
 * mailed after the commit.
 */
export async function adjustProductStock(
  ctx: AdminContext,
  id: string,
  adjustment: StockAdjustment,
): Promise<StockAdjustmentResponse> {
  const { size } = adjustment;
  const result = await ctx.db.transaction(async (tx) => {
    const product = await findAnyProduct(tx, id, { lock: true });
    if (!product) throw new AppError('NOT_FOUND', ADMIN_PRODUCT_MESSAGES.notFound);
    if (!product.trackStock) throw new AppError('CONFLICT', M.notTracked);
    if (!sizesOf(product.sizes).includes(size)) throw fieldError('size', M.unknownSize(size));
    const moved = await adjustStock(
      tx,
      { productId: id, size },
      adjustment,
      await staffActor(tx, ctx.actorId),
    );
    await recordAudit(tx, ctx.actorId, {
      action: 'product.stock',
      entity: 'product',
      entityId: id,
      before: { size, units: moved.before },
      after: { ...adjustment, units: moved.after },
    });
    return moved;
  });
  catalogueChanged(ctx.db);
  await announceBackInStock(ctx, result.cameBack);
  return {
    success: true,
    message: M.saved[adjustment.kind],
    size,
    units: result.after,
  };
}
