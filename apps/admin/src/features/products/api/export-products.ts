import type { AdminProductExportQuery } from '@shop/contracts';
import { apiResponse } from '../../../lib/api-client';
import { saveFile } from '../save-file';

const FALLBACK_NAME = 'products.csv';

/** The name the server gave the file (`attachment; filename="products-2025-01-31.csv"`). */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/admin/products/export.csv with the list's filters, saved as a file. A plain link
 * cannot carry the staff token (a header), so the file is fetched and handed to the browser.
 */
export async function downloadProductsCsv(filters: AdminProductExportQuery): Promise<string> {
  const response = await apiResponse('/api/admin/products/export.csv', { query: { ...filters } });
  const name = fileNameOf(response);
  saveFile(await response.blob(), name);
  return name;
}
