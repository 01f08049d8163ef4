// The shop's view of the restock needs ("Commander" pressed on a low stock item): the open ones, the level of
// the item each refills, and a need into the cart (POST /api/cart/restock) with the product chosen for it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCart } from '../../../../shared/contracts/shop';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { cartKey } from './cart';
import { unwrapApiResult } from './unwrap-api-result';

const restockNeedsKey = ['shop', 'restock-needs'] as const;
/** The stock page's own list of needs: it shows "Commande à passer" until a need went into the cart. */
const stockRestockKey = ['restock-requests'] as const;

export const restockNeedsQuery = queryOptions({
  queryKey: restockNeedsKey,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TRestockRequest[] }>('/api/restock-requests', { signal }))
      .items,
  // A need is recorded on the stock page, then read here: always read again when the shop opens.
  staleTime: 0,
});

/** The item a need refills, for its current and maximum levels. */
export function restockItemQuery(stockItemId: string) {
  return queryOptions({
    queryKey: ['shop', 'restock-item', stockItemId],
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<TStockItem>(`/api/stock-items/${encodeURIComponent(stockItemId)}`, { signal }),
      ),
    staleTime: 0,
  });
}

/** A need into the cart: a line of the chosen product for what refills the item; the need leaves the list. */
export function useAddRestockToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restockRequestId, productId }: { restockRequestId: string; productId: string }) =>
      apiRequest<TCart>('/api/cart/restock', { method: 'POST', body: { restockRequestId, productId } }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(cartKey, result.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: restockNeedsKey }),
        queryClient.invalidateQueries({ queryKey: stockRestockKey }),
      ]);
    },
  });
}
