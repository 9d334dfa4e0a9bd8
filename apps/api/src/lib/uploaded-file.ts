// The one file of a multipart upload (blog pictures and profile pictures read it the same way).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error.ts';

/**
 * Lets the routes of this plugin take one file of at most `maxBytes` (and a few text fields);
 * past the limit, reading the file fails and readUploadedFile answers 413.
 */
export async function acceptOneFile(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 },
  });
}

export interface UploadMessages {
  /** No multipart body, or no file in `field`. */
  missing: string;
  /** The file is past the size limit the route registered multipart with. */
  tooLarge: string;
}

/**
 * Reads the file sent in `field` into memory. A body that is not multipart, or a broken one, is a
 * BAD_REQUEST; a missing file, or one past the limit (413), is refused on `field` so the form can
 * show it there.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', messages.missing);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw fieldError(field, messages.missing);
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, { [field]: messages.tooLarge });
    // A malformed multipart body (cut off, no boundary) is the sender's fault, never a 500.
    throw new AppError('BAD_REQUEST', messages.missing);
  }
}
