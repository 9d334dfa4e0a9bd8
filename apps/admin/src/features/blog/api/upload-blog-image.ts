import { BLOG_IMAGE_FIELD, type BlogImageUploadResponse } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/api-client';

/**
 * POST /api/admin/blogs/images (multipart): the server checks the picture by its content,
 * re-encodes it and answers the URL to send as the post's `image`.
 */
export function useUploadBlogImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append(BLOG_IMAGE_FIELD, file);
      return upload<BlogImageUploadResponse>('/api/admin/blogs/images', form, onProgress);
    },
  });
}
