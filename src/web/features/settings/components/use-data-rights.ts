import { useEffect } from 'react';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { getDataRights } from '../api/data-rights';

/** How often the section reads its exports again while one is being prepared. */
const pendingExportPollMs = 2_000;

/** The "Mes données" overview, read again every 2 s while an export is being prepared. */
export function useDataRights() {
  const resource = useApiResource(getDataRights);
  const { state, retry } = resource;
  const isPreparing =
    state.kind === 'loaded' && state.data.exports.some((entry) => entry.status === 'pending');
  useEffect(() => {
    if (!isPreparing) return;
    const timer = window.setTimeout(retry, pendingExportPollMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [isPreparing, retry, state]);
  return resource;
}
