// The catalogue's reads (GET /api/shop/products, GET /api/shop/products/:id).
import { queryOptions } from '@tanstack/react-query';
import type { TShopProductDetail, TShopProductQuery, TShopProduct } from '../../../../shared/contracts/shop';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from './unwrap-api-result';

export const catalogueKey = ['shop', 'products'] as const;

export function catalogueQuery(filters: TShopProductQuery) {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.q) search.set('q', filters.q);
  const query = search.toString();
  return queryOptions({
    queryKey: [...catalogueKey, filters.category ?? '', filters.q ?? ''],
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<{ items: TShopProduct[] }>(`/api/shop/products${query ? `?${query}` : ''}`, {
          signal,
        }),
      ).items,
  });
}

export function productQuery(productId: string) {
  return queryOptions({
    queryKey: [...catalogueKey, 'detail', productId],
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<TShopProductDetail>(`/api/shop/products/${encodeURIComponent(productId)}`, {
          signal,
        }),
      ),
  });
}
