// The restock needs ("Commander" pressed on a low item, not yet in the shop's cart): the open ones, recording
// one and cancelling one, through the offline layer (table restock_requests), so they work offline too.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { quantityToRefill } from '../../../../shared/domain/stock-levels';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { writeThroughOfflineLayer } from '../../../lib/offline/offline-write';
import { readItemsWithPending } from '../../../lib/offline/read-with-pending';
import { useRecordWrite } from '../../../lib/records/records-endpoint';
import {
  overlayPendingRestocks,
  restockContextOf,
  restockShownWhileQueued,
} from '../lib/stock-offline-overlay';
import { stockEndpoint } from './stock-items';

const restockKey = ['restock-requests'] as const;

/** The open needs, with those recorded or cancelled offline. Runs offline too (from the encrypted cache). */
export const openRestockRequestsQuery = queryOptions({
  queryKey: restockKey,
  queryFn: ({ signal }) =>
    readItemsWithPending(
      restockKey,
      () => apiRequest<{ items: TRestockRequest[] }>('/api/restock-requests', { signal }),
      overlayPendingRestocks,
    ),
  networkMode: 'always',
});

function useRestockWrite<TInput, TResult>(send: (input: TInput) => Promise<TApiResult<TResult>>) {
  const queryClient = useQueryClient();
  return useRecordWrite(stockEndpoint, async (input: TInput) => {
    const result = await send(input);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: restockKey });
    return result;
  });
}

/**
 * "Commander" (POST /api/stock-items/:id/restock-request): records what refills the item; 201 new, 200 when a
 * need was already open, 202 kept offline.
 */
export function useRequestRestock() {
  return useRestockWrite((item: TStockItem) =>
    writeThroughOfflineLayer<TRestockRequest>({
      request: {
        table: 'restock_requests',
        action: 'insert',
        recordId: crypto.randomUUID(),
        data: { stockItemId: item.id },
        context: restockContextOf(item, quantityToRefill(item)),
      },
      sendDirectly: () =>
        apiRequest<TRestockRequest>(`${stockEndpoint.path}/${encodeURIComponent(item.id)}/restock-request`, {
          method: 'POST',
        }),
      shownWhileQueued: restockShownWhileQueued,
    }),
  );
}

/** Cancels an open need (DELETE /api/restock-requests/:id), also one recorded offline and not sent yet. */
export function useCancelRestock() {
  return useRestockWrite((restock: TRestockRequest) =>
    writeThroughOfflineLayer<null>({
      request: {
        table: 'restock_requests',
        action: 'delete',
        recordId: restock.id,
        // The item lets the server find the need a "Commander" queued here was answered with (an open one).
        data: restock.stockItemId ? { stockItemId: restock.stockItemId } : {},
        context: { name: restock.itemName },
      },
      sendDirectly: () =>
        apiRequest<null>(`/api/restock-requests/${encodeURIComponent(restock.id)}`, { method: 'DELETE' }),
      shownWhileQueued: () => null,
    }),
  );
}
