import type { TApiResult } from '../../../lib/api-client';

/** A failed call as an Error carrying the server's message (already in the user's language), for queries. */
export class ShopApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ShopApiError';
  }
}

export function unwrapApiResult<T>(result: TApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ShopApiError(result.message, result.status, result.code);
}
