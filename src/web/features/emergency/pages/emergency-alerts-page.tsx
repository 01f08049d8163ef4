import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { TEmergencyOverview } from '../../../../shared/contracts/emergency';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import {
  emergencyAlertsQuery,
  emergencyOverviewQuery,
  emergencyOverviewQueryKey,
  OPEN_ALERTS_REFRESH_MS,
} from '../api/emergency-api';
import { AlertHistory } from '../components/alert-history';
import { EmergencyNumbers } from '../components/emergency-numbers';
import { EmergencySettingsForm } from '../components/emergency-settings-form';
import { EmergencyWebhooks } from '../components/emergency-webhooks';
import { OpenAlertCard } from '../components/open-alert-card';
import { ProceduresSection } from '../components/procedures-section';
import { RaiseAlertForm } from '../components/raise-alert-form';

/**
 * /dashboard/emergency-alerts (issue 21): the plain warning that this is a second channel, the numbers, the
 * open alerts (read again every 10 s while any is open: acknowledgements arrive from the team), raising one,
 * the procedures (kept for offline reading and printable), the contacts and reminders, webhooks, history.
 */
export default function EmergencyAlertsPage() {
  const { t } = useTranslation(['emergency', 'records']);
  const queryClient = useQueryClient();
  const { isOnline } = useOfflineStatus();
  const overview = useQuery(emergencyOverviewQuery);
  const alerts = useQuery({
    ...emergencyAlertsQuery,
    refetchInterval: (query) => ((query.state.data?.open.length ?? 0) > 0 ? OPEN_ALERTS_REFRESH_MS : false),
  });
  const showOverview = (data: TEmergencyOverview) =>
    queryClient.setQueryData(emergencyOverviewQueryKey, data);
  const readOverview = () => void queryClient.invalidateQueries({ queryKey: emergencyOverviewQueryKey });

  return (
    <RecordsPageLayout>
      <div data-print-area className="space-y-6">
        <RecordsPageHeader title={t('title')} />
        <p className="flex items-start gap-2 rounded-md border-2 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-950">
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {t('secondChannel')}
        </p>
        {alerts.data && alerts.data.open.length > 0 && (
          <section aria-labelledby="emergency-open" className="space-y-3 print:hidden">
            <h2 id="emergency-open" className="text-lg font-semibold text-slate-900">
              {t('open.title')}
            </h2>
            {alerts.data.open.map((alert) => (
              <OpenAlertCard key={alert.id} alert={alert} isOnline={isOnline} />
            ))}
          </section>
        )}
        <EmergencyNumbers settings={overview.data?.settings} />
        <RaiseAlertForm team={overview.data?.team} isOnline={isOnline} />
        {overview.isPending && <LoadingNotice text={t('procedures.loading')} size="md" />}
        {overview.isError && (
          <LoadFailedNotice
            lead={t('procedures.loadFailed')}
            message={overview.error.message}
            onRetry={() => void overview.refetch()}
            size="md"
          />
        )}
        {overview.data && (
          <>
            <ProceduresSection overview={overview.data} isOnline={isOnline} onSaved={showOverview} />
            <Card className="space-y-4 p-4 sm:p-6 print:hidden">
              <h2 className="text-lg font-semibold text-slate-900">{t('settings.title')}</h2>
              <EmergencySettingsForm
                settings={overview.data.settings}
                isOnline={isOnline}
                onSaved={readOverview}
              />
            </Card>
            <Card className="space-y-4 p-4 sm:p-6 print:hidden">
              <h2 className="text-lg font-semibold text-slate-900">{t('webhooks.title')}</h2>
              <EmergencyWebhooks
                webhooks={overview.data.webhooks}
                isOnline={isOnline}
                onChanged={readOverview}
              />
            </Card>
          </>
        )}
        {alerts.data && (
          <section aria-labelledby="emergency-history" className="space-y-3 print:hidden">
            <h2 id="emergency-history" className="text-lg font-semibold text-slate-900">
              {t('history.title')}
            </h2>
            <AlertHistory alerts={alerts.data.history} />
          </section>
        )}
      </div>
    </RecordsPageLayout>
  );
}
