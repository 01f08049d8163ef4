// The signed-in user's cart, stored on the server (GET /api/cart; every write answers the whole cart).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCart } from '../../../../shared/contracts/shop';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { unwrapApiResult } from './unwrap-api-result';

export const cartKey = ['shop', 'cart'] as const;

export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: async ({ signal }) => unwrapApiResult(await apiRequest<TCart>('/api/cart', { signal })),
});

/** A cart write: the answered cart replaces the cached one. */
function useCartWrite<TInput>(send: (input: TInput) => Promise<TApiResult<TCart>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(cartKey, result.data);
    },
  });
}

/** "Ajouter au panier": a product already in the cart has its quantity raised. */
export function useAddToCart() {
  return useCartWrite(({ productId, quantity = 1 }: { productId: string; quantity?: number }) =>
    apiRequest<TCart>('/api/cart/items', { method: 'POST', body: { productId, quantity } }),
  );
}
