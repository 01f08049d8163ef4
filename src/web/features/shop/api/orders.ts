// The customer's orders (GET /api/orders, newest first; readable offline from the encrypted cache), checkout
// (POST /api/orders), cancelling a pending order, and confirming what a delivered order brought into stock.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckoutRequest, TOrder } from '../../../../shared/contracts/shop';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { cartKey } from './cart';

export const ordersKey = ['shop', 'orders'] as const;

export const ordersQuery = queryOptions({
  queryKey: ordersKey,
  queryFn: async ({ signal }) =>
    (await readCached(ordersKey, () => apiRequest<{ items: TOrder[] }>('/api/orders', { signal }))).items,
  networkMode: 'always',
});

/** An order write: on success the orders (and the cart, the stock…) are read again. */
function useOrderWrite<TInput>(send: (input: TInput) => Promise<TApiResult<TOrder>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<TOrder[]>(ordersKey, (orders) =>
        orders?.map((order) => (order.id === result.data.id ? result.data : order)),
      );
      await queryClient.invalidateQueries();
    },
  });
}

/** "Passer la commande": the order, pending, with the cart's lines at today's prices; the cart is emptied. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCheckoutRequest) =>
      apiRequest<TOrder>('/api/orders', { method: 'POST', body: request }),
    onSuccess: (result) => {
      if (!result.ok) return;
      // The page leaves at once for the orders: the cart and the orders are read again there.
      queryClient.setQueryData<TOrder[]>(ordersKey, (orders) => orders && [result.data, ...orders]);
      void queryClient.invalidateQueries({ queryKey: cartKey, refetchType: 'none' });
      void queryClient.invalidateQueries();
    },
  });
}

export function useCancelOrder() {
  return useOrderWrite((order: TOrder) =>
    apiRequest<TOrder>(`/api/orders/${encodeURIComponent(order.id)}/cancel`, { method: 'POST' }),
  );
}

/** The quantities received of a delivered order's stock lines: they raise the stock items. */
export function useReceiveOrder() {
  return useOrderWrite(
    ({ order, lines }: { order: TOrder; lines: { orderItemId: string; quantity: number }[] }) =>
      apiRequest<TOrder>(`/api/orders/${encodeURIComponent(order.id)}/receive`, {
        method: 'POST',
        body: { lines },
      }),
  );
}
