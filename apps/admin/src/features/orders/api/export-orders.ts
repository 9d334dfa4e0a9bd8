import type { AdminOrdersExportQuery } from '@shop/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/admin/orders/export.csv with the list's filters, saved as a file. */
export function downloadOrdersCsv(filters: AdminOrdersExportQuery): Promise<string> {
  return downloadFile('/api/admin/orders/export.csv', { ...filters }, 'orders.csv');
}
