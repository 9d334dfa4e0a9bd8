import type { AdminSubscribersQuery } from '@shop/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/admin/subscribers/export.csv with the list's filters (not its page), saved as a file. */
export function downloadSubscribersCsv(filters: Pick<AdminSubscribersQuery, 'status' | 'q'>) {
  return downloadFile('/api/admin/subscribers/export.csv', { ...filters }, 'subscribers.csv');
}
