// The signed-in user's cart, stored on the server (GET /api/cart), readable offline from the encrypted cache with
// the waiting changes laid over it. Every write goes through the offline layer (table cart_items): sent at once
// online, kept and shown while offline, sent when the network is back.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCart, TCartLine, TShopProduct } from '../../../../shared/contracts/shop';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { writeThroughOfflineLayer } from '../../../lib/offline/offline-write';
import type { QueuedActionContext } from '../../../lib/offline/queued-action';
import { readWithPending } from '../../../lib/offline/read-with-pending';
import { overlayPendingCart } from '../lib/cart-offline-overlay';
import { catalogueKey } from './catalogue';

export const cartKey = ['shop', 'cart'] as const;

export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: ({ signal }) =>
    readWithPending(cartKey, () => apiRequest<TCart>('/api/cart', { signal }), overlayPendingCart),
  networkMode: 'always',
});

/** The cart as it is now (the server's, or offline the cached one with the waiting changes). */
async function readCartAgain(queryClient: QueryClient): Promise<TCart | undefined> {
  try {
    return await queryClient.query({ ...cartQuery, staleTime: 0 });
  } catch {
    return queryClient.getQueryData(cartKey);
  }
}

/**
 * A cart write: the answer as a REST call gives it (the server's refusal with its message), and on success the
 * cart as it now shows (202 when kept offline).
 */
function useCartWrite<TInput>(
  write: (input: TInput, queryClient: QueryClient) => Promise<TApiResult<unknown>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput): Promise<TApiResult<TCart>> => {
      const result = await write(input, queryClient);
      if (!result.ok) return result;
      const cart = await readCartAgain(queryClient);
      return cart
        ? { ok: true, status: result.status, data: cart }
        : { ok: false, status: 0, code: 'network', message: '', fields: {} };
    },
  });
}

/** A product as the browser knows it from the catalogue's reads, to show its new line while offline. */
function knownProduct(queryClient: QueryClient, productId: string): TShopProduct | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: catalogueKey })) {
    const candidates = Array.isArray(data)
      ? (data as TShopProduct[])
      : data && typeof data === 'object' && 'product' in data
        ? [(data as { product: TShopProduct }).product]
        : [];
    const found = candidates.find((product) => product.id === productId);
    if (found) return found;
  }
  return undefined;
}

function productContext(product: TShopProduct | undefined): QueuedActionContext | undefined {
  if (!product) return undefined;
  const nameEn = product.translations.en?.name;
  return {
    name: product.name,
    product: {
      reference: product.reference,
      unitPrice: product.price,
      vat: product.vat,
      category: product.category,
      ...(nameEn ? { nameEn } : {}),
    },
  };
}

/** The data of an offline add still waiting under this line id: lets the server find the line it went to. */
function addedAsFor(lineId: string): Record<string, unknown> | undefined {
  const add = offlineRuntime
    .getSnapshot()
    .actions.find(
      (action) =>
        action.table === 'cart_items' &&
        action.action === 'insert' &&
        action.recordId === lineId &&
        !action.synced,
    );
  return add?.data;
}

/** "Ajouter au panier": a product already in the cart has its quantity raised. */
export function useAddToCart() {
  return useCartWrite(
    (
      { productId, quantity = 1, product }: { productId: string; quantity?: number; product?: TShopProduct },
      queryClient,
    ) =>
      writeThroughOfflineLayer<unknown>({
        request: {
          table: 'cart_items',
          action: 'insert',
          recordId: crypto.randomUUID(),
          data: { productId, quantity },
          context: productContext(product ?? knownProduct(queryClient, productId)),
        },
        sendDirectly: () =>
          apiRequest<TCart>('/api/cart/items', { method: 'POST', body: { productId, quantity } }),
        shownWhileQueued: () => null,
      }),
  );
}

/** A line's new quantity (1 to 9999). */
export function useSetCartQuantity() {
  return useCartWrite(({ line, quantity }: { line: TCartLine; quantity: number }) => {
    const addedAs = addedAsFor(line.id);
    return writeThroughOfflineLayer<unknown>({
      request: {
        table: 'cart_items',
        action: 'update',
        recordId: line.id,
        data: { quantity, ...(addedAs ? { addedAs } : {}) },
        context: { name: line.name, quantity },
      },
      sendDirectly: () =>
        apiRequest<TCart>(`/api/cart/items/${encodeURIComponent(line.id)}`, {
          method: 'PATCH',
          body: { quantity },
        }),
      shownWhileQueued: () => null,
    });
  });
}

function removeLine(line: TCartLine): Promise<TApiResult<unknown>> {
  const addedAs = addedAsFor(line.id);
  return writeThroughOfflineLayer<unknown>({
    request: {
      table: 'cart_items',
      action: 'delete',
      recordId: line.id,
      data: addedAs ? { addedAs } : {},
      context: { name: line.name },
    },
    sendDirectly: () =>
      apiRequest<TCart>(`/api/cart/items/${encodeURIComponent(line.id)}`, { method: 'DELETE' }),
    shownWhileQueued: () => null,
  });
}

/** Removes a line; a restock need it carried is open again on the stock page. */
export function useRemoveCartLine() {
  return useCartWrite(async (line: TCartLine, queryClient) => {
    const result = await removeLine(line);
    if (result.ok && line.restockRequestId) void queryClient.invalidateQueries();
    return result;
  });
}

/** "Vider le panier": every line removed, one after the other (each through the offline layer). */
export function useClearCart() {
  return useCartWrite(async (lines: readonly TCartLine[], queryClient) => {
    let last: TApiResult<unknown> = { ok: true, status: 204, data: null };
    for (const line of lines) {
      last = await removeLine(line);
      if (!last.ok) return last;
    }
    if (lines.some((line) => line.restockRequestId)) void queryClient.invalidateQueries();
    return last;
  });
}
