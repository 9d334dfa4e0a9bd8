import type { AdminProductExportQuery } from '@shop/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/admin/products/export.csv with the list's filters, saved as a file. */
export function downloadProductsCsv(filters: AdminProductExportQuery): Promise<string> {
  return downloadFile('/api/admin/products/export.csv', { ...filters }, 'products.csv');
}
