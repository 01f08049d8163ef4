import { ZAuthProvidersResponse, type TAuthProvidersResponse } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/providers: which sign-in buttons to show; none besides e-mail when the call fails. */
export async function getAuthProviders(signal?: AbortSignal): Promise<TAuthProvidersResponse> {
  const result = await apiRequest<unknown>('/api/auth/providers', { signal });
  if (!result.ok) return { google: false };
  const parsed = ZAuthProvidersResponse.safeParse(result.data);
  return parsed.success ? parsed.data : { google: false };
}
