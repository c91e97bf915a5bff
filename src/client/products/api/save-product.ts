import type { Product, ProductInput } from '#shared/products.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { productsQueryKey } from './get-products.ts';

/** A save that takes longer than this is abandoned with the 'Timeout' toast. */
export const SAVE_TIMEOUT_MS = 8000;

export function saveProduct(input: ProductInput, id?: string): Promise<Product> {
  return api<Product>(id ? `/api/products/${id}` : '/api/products', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
  });
}

/** Creates (no id) or updates a product, then reloads the list. */
export const useSaveProduct = () =>
  useInvalidatingMutation(
    ({ input, id }: { input: ProductInput; id?: string }) => saveProduct(input, id),
    productsQueryKey,
  );
