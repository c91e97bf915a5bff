import type { Product } from '#shared/products.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { getProduct } from './store.ts';

export const productNotFound = () =>
  new AppError(404, 'PRODUCT_NOT_FOUND', 'Produto não encontrado');

/**
 * The caller's product for a script or an objection, or 404 PRODUCT_NOT_FOUND: the AI screens
 * answer 'Produto não encontrado' rather than a generic not-found.
 */
export async function productForAi(db: Executor, userId: string, id: string): Promise<Product> {
  return getProduct(db, userId, id).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? productNotFound() : err;
  });
}
