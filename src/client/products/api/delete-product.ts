import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { productsQueryKey } from './get-products.ts';

export const deleteProduct = (id: string) => api<void>(`/api/products/${id}`, { method: 'DELETE' });

export const useDeleteProduct = () => useInvalidatingMutation(deleteProduct, productsQueryKey);
