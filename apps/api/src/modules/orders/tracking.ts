// Tracking an order without an account (docs/decisions/0031-units-stock-and-tracking.md): the
// order number and the delivery phone together find the order; the answer shows its progress and
// its items, never the customer (no name, address, e-mail, payment).
import type { z } from 'zod';
import {
  orderNumber,
  phoneDigits,
  TRACK_MESSAGES,
  type OrderStatus,
  type TrackOrderResponse,
  type trackOrderRequestSchema,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { OrderStatusChange } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { unitsOf } from './order-mapper.ts';
import { findTrackedOrder, type TrackedOrderRow } from './tracking-queries.ts';

type TrackInput = z.output<typeof trackOrderRequestSchema>;

/**
 * The order's progress: each change of status with its date and the shop's note. Entries that
 * keep the status (a payment confirmed, a transaction id corrected) are about the payment, which
 * tracking does not show; nobody is named.
 */
function progress(history: OrderStatusChange[]) {
  return history
    .filter((change, i) => i === 0 || change.status !== history[i - 1]!.status)
    .map((change) => ({
      status: change.status,
      date: Date.parse(change.at),
      ...(change.note ? { note: change.note } : {}),
    }));
}

function toTracked(row: TrackedOrderRow): TrackOrderResponse['order'] {
  return {
    number: orderNumber(row.id),
    date: row.createdAt.getTime(),
    status: row.status as OrderStatus,
    statusHistory: progress(row.statusHistory),
    items: row.items.map((item) => {
      const { measurement, unit } = unitsOf(item);
      return {
        name: item.name,
        image: item.image,
        size: item.size,
        quantity: item.quantity,
        measurement,
        unit,
      };
    }),
  };
}

/**
 * The order with this number and delivery phone. A wrong number and a wrong phone are refused
 * alike (404, same words), so a guesser learns nothing of which one was right.
 */
export async function trackOrder(db: Db, input: TrackInput): Promise<TrackOrderResponse> {
  const row = await findTrackedOrder(db, input.orderNumber, phoneDigits(input.phone));
  if (!row) throw new AppError('NOT_FOUND', TRACK_MESSAGES.notFound);
  return { success: true, order: toTracked(row) };
}
