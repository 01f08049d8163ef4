import type { TSecurityEventsPage } from '../../../../shared/contracts/security-events';
import type { SecurityEventKind } from '../../../../shared/domain/security-events';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

export interface SecurityEventsFilter {
  kind: SecurityEventKind | '';
  from: string;
  to: string;
  page: number;
}

export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** GET /api/admin/security-events (403 unless admin with a verified second factor). */
export function getSecurityEvents(
  filter: SecurityEventsFilter,
  signal?: AbortSignal,
): Promise<TApiResult<TSecurityEventsPage>> {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(SECURITY_EVENTS_PAGE_SIZE),
  });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return apiRequest<TSecurityEventsPage>(`/api/admin/security-events?${query.toString()}`, { signal });
}
