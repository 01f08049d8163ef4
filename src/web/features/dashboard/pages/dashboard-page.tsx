import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { dashboardQuery } from '../api/get-dashboard';
import { DashboardCards } from '../components/dashboard-cards';
import { announceDailyTaskEvent } from '../../../lib/daily-task-events';
import { dateLocale } from '../../../lib/date-locale';

/** /dashboard: real figures from the records modules (issue 4, module 7), each linking to its page. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const dashboard = useQuery(dashboardQuery);
  const isLoaded = dashboard.data !== undefined;
  // The daily recap was seen: its daily task completes itself (spec §4 auto-complete event).
  useEffect(() => {
    if (isLoaded) announceDailyTaskEvent('methapilot:daily-recap-viewed');
  }, [isLoaded]);
  const today = dashboard.data
    ? new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${dashboard.data.today}T00:00:00Z`),
      )
    : null;
  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('title')} subtitle={t('lead')} />
      {today && <p className="text-sm text-slate-600">{t('today', { date: today })}</p>}
      {dashboard.isPending && <ListLoading />}
      {dashboard.isError && (
        <ListError
          lead={t('loadFailed')}
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && <DashboardCards data={dashboard.data} />}
    </RecordsPageLayout>
  );
}
