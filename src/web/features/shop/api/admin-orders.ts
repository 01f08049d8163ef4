// The admin's queue of open orders of every user (GET /api/admin/orders) and its moves (confirm, deliver,
// cancel: POST /api/admin/orders/:id/status; a move the state machine refuses is a 409 with the server's text).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '../../../../shared/contracts/shop';
import type { TOrderStatus } from '../../../../shared/domain/shop-orders';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from './unwrap-api-result';

export const adminOrdersKey = ['shop', 'admin-orders'] as const;

export const adminOrdersQuery = queryOptions({
  queryKey: adminOrdersKey,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TOrder[] }>('/api/admin/orders', { signal })).items,
  staleTime: 0,
});

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: TOrder; status: TOrderStatus }) =>
      apiRequest<TOrder>(`/api/admin/orders/${encodeURIComponent(order.id)}/status`, {
        method: 'POST',
        body: { status },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
