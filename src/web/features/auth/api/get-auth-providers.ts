import { queryOptions } from '@tanstack/react-query';
import type { TAuthProvidersResponse } from '../../../../shared/contracts/auth';
import { isEmailVerificationMode } from '../../../../shared/domain/email-verification';
import { apiRequest } from '../../../lib/api-client';

/** What a failed call leaves: e-mail sign-in only, and no verification banner that could not be acted on. */
const fallbackProviders: TAuthProvidersResponse = { google: false, emailVerification: 'off' };

/**
 * GET /api/auth/providers: which sign-in buttons to show and how an address gets verified here; none besides
 * e-mail and no verification banner when the call fails.
 */
export async function getAuthProviders(signal?: AbortSignal): Promise<TAuthProvidersResponse> {
  const result = await apiRequest<unknown>('/api/auth/providers', { signal });
  if (!result.ok) return fallbackProviders;
  return readAuthProviders(result.data) ?? fallbackProviders;
}

/** The answer as ZAuthProvidersResponse reads it, without zod (the banner of every dashboard page asks). */
export function readAuthProviders(body: unknown): TAuthProvidersResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { google, emailVerification } = body as Record<string, unknown>;
  if (typeof google !== 'boolean' || !isEmailVerificationMode(emailVerification)) return null;
  return { google, emailVerification };
}

export const authProvidersQuery = queryOptions({
  queryKey: ['auth-providers'] as const,
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Infinity,
});
