import { PRODUCT_IMAGE_FIELD, type ProductImageUploadResponse } from '@shop/contracts';
import { upload } from '../../../lib/api-client';

/**
 * POST /api/admin/products/images (multipart): the server checks the picture by its content,
 * writes its WebP renditions and answers the URL to put in the product's `images`. A plain
 * function rather than a mutation hook: several pictures upload at once, each with its progress.
 */
export function uploadProductImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append(PRODUCT_IMAGE_FIELD, file);
  return upload<ProductImageUploadResponse>('/api/admin/products/images', form, onProgress);
}
