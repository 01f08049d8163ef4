import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { dashboardQueryKey } from '../../../lib/records/dashboard-query-key';
import { toast } from '../../../lib/toast';
import { advisoryQueryKey, setAdviceDismissed } from '../api/advisory-query';

/**
 * Dismisses an advice or restores it, then reads the advisory, the sidebar counters and the dashboard again. A
 * dismissal's toast offers to undo it.
 */
export function useAdviceDismissal() {
  const { t } = useTranslation('advisory');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: advisoryQueryKey }),
      queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    ]);

  const setDismissed = async (advice: TAdvice, dismissed: boolean): Promise<void> => {
    setBusyId(advice.id);
    try {
      const result = await setAdviceDismissed(advice.id, dismissed);
      if (!result.ok) {
        void toast.error(t(dismissed ? 'dismissFailed' : 'restoreFailed'), { description: result.message });
        return;
      }
      await refresh();
      if (dismissed) {
        void toast.success(t('dismissed'), {
          action: {
            label: t('undo'),
            onClick: () => {
              void setDismissed(advice, false);
            },
          },
        });
      }
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, setDismissed };
}
