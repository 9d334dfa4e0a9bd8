import { apiResponse } from './api-client';

/** The name the server gave the file (`attachment; filename="subscribers-2025-01-31.csv"`). */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Hands a file made in the page to the browser's downloads, through a temporary object URL
 * (released once the click has started the download).
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A file from the API (a CSV export) saved to the staff's downloads. A plain link cannot carry
 * the staff token (a header), so the file is fetched and handed to the browser. Answers the name
 * it was saved under; a refusal throws ApiError.
 */
export async function downloadFile(
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<string> {
  const response = await apiResponse(path, { query });
  const name = fileNameOf(response, fallbackName);
  saveFile(await response.blob(), name);
  return name;
}
