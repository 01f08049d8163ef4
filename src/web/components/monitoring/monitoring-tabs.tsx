import { AreaTabs } from '../layout/area-tabs';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The admin observability pages, in the order an admin looks when something is wrong. */
const monitoringPages = [
  { key: 'monitoring', path: '/dashboard/monitoring' },
  { key: 'error-monitoring', path: '/dashboard/error-monitoring' },
  { key: 'query-optimization', path: '/dashboard/query-optimization' },
  { key: 'secure-logs', path: '/dashboard/secure-logs' },
  { key: 'security-demo', path: '/dashboard/security-demo' },
] as const;

export type TMonitoringPage = (typeof monitoringPages)[number]['key'];

/** The monitoring area's own navigation (components/layout/area-tabs.tsx). */
export function MonitoringTabs({ current }: { current: TMonitoringPage }) {
  const { t } = useTranslation('monitoring');
  return (
    <AreaTabs
      label={t('tabs.label')}
      tabs={monitoringPages.map((page) => ({ ...page, label: t(`tabs.${page.key}`) }))}
      current={current}
    />
  );
}
