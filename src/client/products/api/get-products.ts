import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/products.ts';
import { api } from '../../lib/api.ts';

export const productsQueryKey = ['products'] as const;

export const getProducts = () => api<Product[]>('/api/products');

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(getProductsQueryOptions());
