import { useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AlertCircle, BellRing, LoaderCircle, RefreshCw } from 'lucide-react';
import {
  resolveNotificationPreferences,
  type TNotificationPreferences,
} from '../../../../shared/domain/notifications';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import {
  notificationPreferencesQuery,
  notificationPreferencesQueryKey,
} from '../../../lib/notifications/notification-queries';
import { toast } from '../../../lib/toast';
import { updatePreferences } from '../api/update-preferences';
import { SettingsSection } from './settings-section';

type TChoice = keyof TNotificationPreferences;

/**
 * The notification choices (stored server-side in the preferences): the reminders bell and the sidebar
 * counters. Each box saves at once (in the order of the clicks); the shell follows without a reload.
 */
export function NotificationsSection() {
  const { t } = useTranslation(['notifications', 'common']);
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQuery);
  const [savingCount, setSavingCount] = useState(0);
  // Saves go one after the other, so the server ends with the last choice; a click during a save is never lost.
  const saveQueue = useRef<Promise<void>>(Promise.resolve());
  const lastChangeNumber = useRef(0);
  const bellId = useId();
  const countersId = useId();

  const save = async (
    choice: TChoice,
    isOn: boolean,
    changeNumber: number,
    previous?: TNotificationPreferences,
  ) => {
    const result = await updatePreferences({ notifications: { [choice]: isOn } });
    const isLatest = changeNumber === lastChangeNumber.current;
    if (result.ok) {
      if (isLatest) {
        queryClient.setQueryData(
          notificationPreferencesQueryKey,
          resolveNotificationPreferences(result.data.notifications),
        );
      }
      void toast.success(t('notifications:settings.saved'));
      return;
    }
    if (isLatest && previous) queryClient.setQueryData(notificationPreferencesQueryKey, previous);
    void toast.error(t('notifications:settings.saveFailed', { message: result.message }));
  };

  const change = (choice: TChoice, isOn: boolean) => {
    lastChangeNumber.current += 1;
    const changeNumber = lastChangeNumber.current;
    // The box and the shell follow at once; a refused save puts the previous choices back.
    const previous = queryClient.getQueryData<TNotificationPreferences>(notificationPreferencesQueryKey);
    if (previous) queryClient.setQueryData(notificationPreferencesQueryKey, { ...previous, [choice]: isOn });
    setSavingCount((count) => count + 1);
    saveQueue.current = saveQueue.current
      .then(() => save(choice, isOn, changeNumber, previous))
      .finally(() => {
        setSavingCount((count) => count - 1);
      });
  };

  return (
    <SettingsSection
      icon={BellRing}
      title={t('notifications:settings.title')}
      description={t('notifications:settings.help')}
    >
      {preferences.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle className="h-4 w-4 animate-spin text-emerald-700" aria-hidden="true" />
          {t('notifications:settings.loading')}
        </p>
      )}
      {preferences.isError && (
        <div className="space-y-3">
          <p role="alert" className="flex gap-2 text-sm text-slate-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
            <span>
              {t('notifications:settings.loadFailed')} {preferences.error.message}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('common:retry')}
          </Button>
        </div>
      )}
      {preferences.isSuccess && (
        <div className="space-y-3" aria-busy={savingCount > 0}>
          <CheckboxField
            id={bellId}
            name="reminderBell"
            label={t('notifications:settings.reminderBell')}
            hint={t('notifications:settings.reminderBellHint')}
            isChecked={preferences.data.reminderBell}
            onChange={(event) => {
              change('reminderBell', event.target.checked);
            }}
          />
          <CheckboxField
            id={countersId}
            name="sidebarCounters"
            label={t('notifications:settings.sidebarCounters')}
            hint={t('notifications:settings.sidebarCountersHint')}
            isChecked={preferences.data.sidebarCounters}
            onChange={(event) => {
              change('sidebarCounters', event.target.checked);
            }}
          />
        </div>
      )}
    </SettingsSection>
  );
}
