import { queryOptions } from '@tanstack/react-query';
import type { TAdmissionRegister, TMassBalance } from '../../../../shared/contracts/registers';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { toQueryString } from '../../../lib/records/records-endpoint';

export const admissionRegisterPath = '/api/regulation/admission-register';
const massBalancePath = '/api/regulation/mass-balance';

/** The period asked for: both dates, or neither (the server's current calendar year). */
export interface RegisterPeriod {
  from: string | null;
  to: string | null;
}

export function periodParams({ from, to }: RegisterPeriod): Record<string, string> {
  return from && to ? { from, to } : {};
}

/**
 * The register of a period, under the raw materials' key: a lot added, changed or removed reads it again. Offline:
 * the last one seen.
 */
export function admissionRegisterQuery(period: RegisterPeriod) {
  return queryOptions({
    queryKey: ['raw-materials', 'admission-register', period.from, period.to] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TAdmissionRegister>(`${admissionRegisterPath}${toQueryString(periodParams(period))}`, {
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
    // A report computed from several logs: read again each time the page opens.
    staleTime: 0,
  });
}

/** The mass balance of a year (null: the current one). */
export function massBalanceQuery(year: number | null) {
  return queryOptions({
    queryKey: ['regulation', 'mass-balance', year] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TMassBalance>(`${massBalancePath}${toQueryString(year === null ? {} : { year })}`, {
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
    // A report computed from several logs: read again each time the page opens.
    staleTime: 0,
  });
}
