import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TNotificationCounters } from '../../../shared/contracts/notifications';
import type { TDashboardSubPath } from '../../../shared/routes';
import {
  notificationCountersQuery,
  useNotificationPreferences,
} from '../../lib/notifications/notification-queries';

/** Which counter each counted link shows, and the sentence read with it. */
const countedLinks: Partial<
  Record<TDashboardSubPath, { key: keyof TNotificationCounters; textKey: string }>
> = {
  '': { key: 'dashboard', textKey: 'counters.waiting' },
  agenda: { key: 'agenda', textKey: 'counters.dueTasks' },
  maintenance: { key: 'maintenance', textKey: 'counters.dueTasks' },
  stock: { key: 'stock', textKey: 'counters.lowStock' },
  'emergency-alerts': { key: 'emergencyAlerts', textKey: 'counters.openAlerts' },
  'news-blog': { key: 'news', textKey: 'counters.unreadNews' },
  advisory: { key: 'advisory', textKey: 'counters.newAdvice' },
  reglementation: { key: 'reglementation', textKey: 'counters.overdue' },
};

export interface SidebarCounter {
  count: number;
  text: string;
}

/**
 * The counter of each sidebar link (spec §2 notification counters), when the user keeps them on: none while
 * the preferences or the counters load, and none for a zero.
 */
export function useSidebarCounters(): (subPath: TDashboardSubPath) => SidebarCounter | undefined {
  // Not suspending: the links show at once, their counters once this small catalog is there.
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const preferences = useNotificationPreferences();
  const isEnabled = preferences?.sidebarCounters === true;
  const counters = useQuery({ ...notificationCountersQuery, enabled: isEnabled }).data;
  return (subPath) => {
    const link = countedLinks[subPath];
    if (!isEnabled || !ready || !counters || !link) return undefined;
    const count = counters[link.key];
    return count > 0 ? { count, text: t(link.textKey, { count }) } : undefined;
  };
}
