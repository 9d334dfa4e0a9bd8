import type { ProductImportResponse } from '@shop/contracts';
import { ApiError, upload } from '../../../lib/api-client';

/**
 * POST /api/admin/products/import?dryRun=true|false with the file as text/csv, with the upload's
 * progress (a 2 MB file on a slow line takes a while). Both a report (200) and a refused import
 * listing its row errors (422 UNPROCESSABLE, the report in its body) resolve with the report;
 * anything else rejects with the API's message.
 */
export async function importProductsCsv(
  file: File,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
): Promise<ProductImportResponse> {
  try {
    return await upload<ProductImportResponse>('/api/admin/products/import', file, onProgress, {
      contentType: 'text/csv',
      query: { dryRun },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNPROCESSABLE' && isReport(error.body)) {
      return error.body;
    }
    throw error;
  }
}

function isReport(body: unknown): body is ProductImportResponse {
  return Array.isArray((body as Partial<ProductImportResponse> | null)?.rowErrors);
}
