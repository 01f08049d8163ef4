// The admin's catalogue (GET and POST /api/admin/shop/products, PUT …/:id, POST …/:id/deactivate|reactivate): every cached
// shop read is read again after each one (a new price changes the cart's totals, a withdrawn product its lines).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminShopProduct, TShopProductWriteValues } from '../../../../shared/contracts/shop';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { unwrapApiResult } from './unwrap-api-result';

const adminPath = '/api/admin/shop/products';

function useCatalogueWrite<TInput>(send: (input: TInput) => Promise<TApiResult<TAdminShopProduct>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}

export function useCreateProduct() {
  return useCatalogueWrite((body: TShopProductWriteValues) =>
    apiRequest<TAdminShopProduct>(adminPath, { method: 'POST', body }),
  );
}

export function useUpdateProduct() {
  return useCatalogueWrite(({ id, body }: { id: string; body: TShopProductWriteValues }) =>
    apiRequest<TAdminShopProduct>(`${adminPath}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  );
}

/** Withdraws the product: it leaves the catalogue and every cart. */
export function useDeactivateProduct() {
  return useCatalogueWrite((id: string) =>
    apiRequest<TAdminShopProduct>(`${adminPath}/${encodeURIComponent(id)}/deactivate`, { method: 'POST' }),
  );
}

/** Every product, withdrawn ones included (the admin's view). */
export const adminCatalogueQuery = queryOptions({
  queryKey: ['shop', 'admin-products'],
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TAdminShopProduct[] }>(adminPath, { signal })).items,
});

/** Brings a withdrawn product back into the catalogue. */
export function useReactivateProduct() {
  return useCatalogueWrite((id: string) =>
    apiRequest<TAdminShopProduct>(`${adminPath}/${encodeURIComponent(id)}/reactivate`, { method: 'POST' }),
  );
}
