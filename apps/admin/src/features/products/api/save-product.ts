import type {
  AdminProductResponse,
  AdminValidationError,
  ProductInput,
  ProductUpdate,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsKey } from './get-products';
import { fieldsOf, ProductFormError } from './product-form-error';
import { staffFetch } from './staff-fetch';

/**
 * POST /api/admin/products (new) or PUT /api/admin/products/:id (every field, with the
 * `updatedAt` the form read: 409 when someone else saved meanwhile). A refusal keeps each
 * field's message (ProductFormError).
 */
export function useSaveProduct(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductInput | ProductUpdate) => {
      const response = await staffFetch(id ? `/api/admin/products/${id}` : '/api/admin/products', {
        method: id ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = (await response.json().catch(() => null)) as unknown;
      if (response.ok) return body as AdminProductResponse;
      const refused = body as AdminValidationError | null;
      throw new ProductFormError(
        response.status,
        refused?.message ?? `The shop answered ${response.status}.`,
        fieldsOf(refused?.errors),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
  });
}
