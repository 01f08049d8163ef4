import { useCallback } from 'react';
import type { TPreferences, TPreferencesUpdate } from '../../../../shared/contracts/account';
import { useApiResource, type TResourceState } from '../../../components/feedback/use-api-resource';
import type { TApiResult } from '../../../lib/api-client';
import { getPreferences } from '../api/get-preferences';
import { updatePreferences } from '../api/update-preferences';

export interface PreferencesStore {
  state: TResourceState<TPreferences>;
  retry: () => void;
  /** PATCHes the given fields; on success the stored preferences replace the shown ones. */
  save: (update: TPreferencesUpdate) => Promise<TApiResult<TPreferences>>;
}

/** The user's preferences (GET /api/preferences), shared by the language and time sections. */
export function usePreferences(): PreferencesStore {
  const { state, retry, replace } = useApiResource(getPreferences);

  const save = useCallback(
    async (update: TPreferencesUpdate) => {
      const result = await updatePreferences(update);
      if (result.ok) replace(result.data);
      return result;
    },
    [replace],
  );

  return { state, retry, save };
}
