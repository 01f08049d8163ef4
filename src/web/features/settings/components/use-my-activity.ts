import { useCallback, useMemo, useState } from 'react';
import type { TActivity } from '../../../../shared/contracts/account';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { toast } from '../../../lib/toast';
import { ACTIVITY_PAGE_SIZE, getActivities } from '../api/get-activities';

const firstPage = (signal?: AbortSignal) => getActivities(0, signal);

/** The first page of the user's activity, then more pages on demand ("Afficher plus"). */
export function useMyActivity(loadFailedText: string) {
  const { state, retry, update } = useApiResource(firstPage, 'activities');
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(true);

  const loaded: TActivity[] = useMemo(() => (state.kind === 'loaded' ? state.data.activities : []), [state]);
  const canLoadMore = state.kind === 'loaded' && hasMore && loaded.length % ACTIVITY_PAGE_SIZE === 0;

  const loadMore = useCallback(async () => {
    setIsLoadingMore(true);
    const result = await getActivities(loaded.length);
    setIsLoadingMore(false);
    if (!result.ok) {
      void toast.error(loadFailedText);
      return;
    }
    if (result.data.activities.length < ACTIVITY_PAGE_SIZE) setHasMore(false);
    const known = new Set(loaded.map((entry) => entry.id));
    update(({ activities }) => ({
      activities: [...activities, ...result.data.activities.filter((entry) => !known.has(entry.id))],
    }));
  }, [loaded, loadFailedText, update]);

  return { state, retry, canLoadMore: canLoadMore && loaded.length > 0, isLoadingMore, loadMore };
}
