import { useCallback } from 'react';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { getSecurityEvents, type SecurityEventsFilter } from '../api/get-security-events';

/** The page of security events the filter names, read again whenever the filter changes. */
export function useSecurityEvents(filter: SecurityEventsFilter) {
  const { kind, from, to, page } = filter;
  const load = useCallback(
    (signal: AbortSignal) => getSecurityEvents({ kind, from, to, page }, signal),
    [kind, from, to, page],
  );
  return useApiResource(load, `${kind}|${from}|${to}|${String(page)}`);
}
