import type { ProductImportResponse } from '@shop/contracts';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * POST /api/admin/products/import?dryRun=true|false with the file as text/csv. XMLHttpRequest
 * rather than fetch: a 2 MB file on a slow line takes a while, and only it reports the upload's
 * progress (`onProgress` receives 0-1). Both a report (200) and a refused import listing its
 * row errors (422) resolve with the report; anything else rejects with the API's message.
 */
export function importProductsCsv(
  file: File,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
): Promise<ProductImportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/products/import?dryRun=${dryRun}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('token', token);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onload = () => {
      const body = xhr.response as (ProductImportResponse & { message?: string }) | null;
      onProgress(1);
      if ((xhr.status === 200 || xhr.status === 422) && body && Array.isArray(body.errors)) {
        resolve(body);
        return;
      }
      if (xhr.status === 401) session.signOut();
      reject(new ApiError(xhr.status, body?.message ?? `The shop answered ${xhr.status}.`));
    };
    xhr.send(file);
  });
}
