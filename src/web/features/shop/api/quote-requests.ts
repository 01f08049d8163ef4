// POST /api/quote-requests (spec §7 send-quote-email) and the profile a new quote request starts from.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TProfile } from '../../../../shared/contracts/account';
import type {
  TQuoteRequestSummary,
  TSendQuoteRequest,
  ZSendQuoteResponse,
} from '../../../../shared/contracts/shop';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from './unwrap-api-result';

export function postQuoteRequest(body: TSendQuoteRequest) {
  return apiRequest<z.infer<typeof ZSendQuoteResponse>>('/api/quote-requests', { method: 'POST', body });
}

/** The signed-in user's profile: the quote form starts from their name, company, phone and e-mail. */
export const quoteProfileQuery = queryOptions({
  queryKey: ['shop', 'quote-profile'],
  queryFn: async ({ signal }) => unwrapApiResult(await apiRequest<TProfile>('/api/profile', { signal })),
  staleTime: 5 * 60_000,
});

export const quoteRequestsKey = ['shop', 'quote-requests'] as const;

/** The user's quote requests, newest first. */
export const quoteRequestsQuery = queryOptions({
  queryKey: quoteRequestsKey,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TQuoteRequestSummary[] }>('/api/quote-requests', { signal }))
      .items,
});

/** The stored PDF of a quote request (downloaded by a plain link: the session cookie goes with it). */
export function quotePdfHref(quoteRequestId: string): string {
  return `/api/quote-requests/${encodeURIComponent(quoteRequestId)}/pdf`;
}
