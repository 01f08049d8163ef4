import { Tractor } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/** « Alimentation du jour »: the fresh tonnes and kg VS fed on the plant's today, and the OLR when the volume is set. */
export function FeedCard({ feed }: { feed: TDashboard['feed'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormats();

  return (
    <DashboardCard
      icon={<Tractor className="h-5 w-5" aria-hidden="true" />}
      title={t('feed.title')}
      summary={
        feed.entryCount > 0 ? t('feed.summary', { tonnes: format.number(feed.tonnes) }) : t('feed.none')
      }
      to="/dashboard/raw-materials/feed"
      linkLabel={t('feed.link')}
    >
      {feed.entryCount > 0 && (
        <ul className={dashboardListClass}>
          <li>{t('feed.entries', { count: feed.entryCount })}</li>
          <li>{t('feed.volatileSolids', { value: format.whole(feed.volatileSolidsKg) })}</li>
          {feed.olrKgVsPerM3Day !== null && (
            <li>{t('feed.olr', { value: format.number(Math.round(feed.olrKgVsPerM3Day * 100) / 100) })}</li>
          )}
        </ul>
      )}
    </DashboardCard>
  );
}
