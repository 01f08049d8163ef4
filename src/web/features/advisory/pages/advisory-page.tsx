import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudOff, Filter } from 'lucide-react';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { plantSettingsQuery, plantSettingsQueryKey } from '../../../lib/plant-settings/plant-settings-query';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules';
import type { TDismissedAdvisoryAdvice } from '../../../../shared/contracts/advisory';
import { advisoryQuery, advisoryQueryKey } from '../api/advisory-query';
import { AdviceCard } from '../components/advice-card';
import { AdvisoryEmptyState } from '../components/advisory-empty-state';
import { CarbonFilterForm } from '../components/carbon-filter-form';
import { useAdviceDismissal } from '../components/use-advice-dismissal';
import { useAdvisoryFormats } from '../components/use-advisory-formats';

/**
 * /dashboard/advisory (issue 18 point 5): what the plant's own data points to today, most urgent first, each
 * advice with its figures, thresholds, source and a link to act; dismissable (and restorable); the
 * activated-carbon filter the saturation date needs.
 */
export default function AdvisoryPage() {
  const { t } = useTranslation(['advisory', 'adviceTitles', 'stock', 'regulation']);
  const queryClient = useQueryClient();
  const advisory = useQuery(advisoryQuery);
  const settings = useQuery(plantSettingsQuery);
  const formats = useAdvisoryFormats();
  const { busyId, setDismissed } = useAdviceDismissal();

  const readAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: plantSettingsQueryKey });
    await queryClient.invalidateQueries({ queryKey: advisoryQueryKey });
  };

  // The evidence travels as the rules typed it (the contract carries it as a record).
  const active = (advisory.data?.active ?? []) as unknown as TAdvice[];
  const dismissed = (advisory.data?.dismissed ?? []) as unknown as TDismissedAdvisoryAdvice[];

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('advisory:title')}
        subtitle={
          advisory.data ? t('advisory:today', { date: formats.date(advisory.data.today) }) : undefined
        }
      />
      <p className="text-slate-700">{t('advisory:intro')}</p>
      {advisory.isPending && <LoadingNotice text={t('advisory:loading')} size="md" />}
      {advisory.isError && (
        <LoadFailedNotice
          lead={t('advisory:loadFailed')}
          message={advisory.error.message}
          onRetry={() => void advisory.refetch()}
          size="md"
        />
      )}
      {advisory.isSuccess && (
        <>
          {!advisory.data.inputs.weatherAvailable && (
            <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('advisory:weatherUnavailable')}
            </p>
          )}
          {active.length === 0 ? (
            <AdvisoryEmptyState inputs={advisory.data.inputs} />
          ) : (
            <section aria-labelledby="advice-active" className="space-y-3">
              <h2 id="advice-active" className="text-lg font-semibold text-slate-900">
                {t('advisory:activeCount', { count: active.length })}
              </h2>
              <ul className="grid gap-3 lg:grid-cols-2">
                {active.map((advice) => (
                  <AdviceCard
                    key={advice.id}
                    advice={advice}
                    formats={formats}
                    isBusy={busyId === advice.id}
                    onToggle={(item) => void setDismissed(item, true)}
                  />
                ))}
              </ul>
            </section>
          )}
          {dismissed.length > 0 && (
            <details className="space-y-3">
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">
                {t('advisory:dismissedTitle', { count: dismissed.length })}
              </summary>
              <ul className="grid gap-3 lg:grid-cols-2">
                {dismissed.map((advice) => (
                  <AdviceCard
                    key={advice.id}
                    advice={advice}
                    formats={formats}
                    dismissedAt={advice.dismissedAt}
                    isBusy={busyId === advice.id}
                    onToggle={(item) => void setDismissed(item, false)}
                  />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Filter className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t('advisory:carbonForm.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('advisory:carbonForm.intro')}</p>
        {settings.isSuccess && <CarbonFilterForm settings={settings.data} onSaved={readAgain} />}
      </Card>
    </RecordsPageLayout>
  );
}
