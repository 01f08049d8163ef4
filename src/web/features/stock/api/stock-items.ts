import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';
import {
  createRecord,
  deleteRecord,
  updateRecord,
  useRecordWrite,
  type RecordChange,
  type RecordsEndpoint,
  type RecordTarget,
} from '../../../lib/records/records-endpoint';
import { optimisticStockItem } from '../../../lib/records/optimistic-items';

export const stockEndpoint: RecordsEndpoint = {
  path: '/api/stock-items',
  key: 'stock-items',
  table: 'stock_items',
  toOptimisticItem: optimisticStockItem,
};
const restockKey = ['restock-requests'] as const;

export function useCreateStockItem() {
  return useRecordWrite(stockEndpoint, (body: unknown) => createRecord<TStockItem>(stockEndpoint, body));
}

export function useUpdateStockItem() {
  return useRecordWrite(stockEndpoint, ({ id, version, body }: RecordChange) =>
    updateRecord<TStockItem>(stockEndpoint, { id, version }, body),
  );
}

export function useDeleteStockItem() {
  return useRecordWrite(stockEndpoint, (target: RecordTarget) => deleteRecord(stockEndpoint, target));
}

/** POST /api/stock-items/:id/adjust: the quick +/- buttons. */
export function useAdjustStockLevel() {
  return useRecordWrite(stockEndpoint, ({ id, delta }: { id: string; delta: number }) =>
    apiRequest<TStockItem>(`${stockEndpoint.path}/${encodeURIComponent(id)}/adjust`, {
      method: 'POST',
      body: { delta },
    }),
  );
}

/** The open restock needs ("commander" pressed, not yet in the shop's cart). */
export const openRestockRequestsQuery = queryOptions({
  queryKey: restockKey,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TRestockRequest[] }>('/api/restock-requests', { signal }))
      .items,
});

function useRestockWrite<TInput, TResult>(send: (input: TInput) => ReturnType<typeof apiRequest<TResult>>) {
  const queryClient = useQueryClient();
  return useRecordWrite(stockEndpoint, async (input: TInput) => {
    const result = await send(input);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: restockKey });
    return result;
  });
}

/** POST /api/stock-items/:id/restock-request: records what to order for a low item (201 new, 200 already open). */
export function useRequestRestock() {
  return useRestockWrite((id: string) =>
    apiRequest<TRestockRequest>(`${stockEndpoint.path}/${encodeURIComponent(id)}/restock-request`, {
      method: 'POST',
    }),
  );
}

export function useCancelRestock() {
  return useRestockWrite((id: string) =>
    apiRequest<null>(`/api/restock-requests/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
