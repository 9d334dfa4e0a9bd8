import type { SalesReportQuery } from '@shop/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/admin/reports/sales.csv for the report on screen, saved as a file. */
export function downloadSalesReportCsv(query: Partial<SalesReportQuery>) {
  return downloadFile('/api/admin/reports/sales.csv', { ...query }, 'sales-report.csv');
}
