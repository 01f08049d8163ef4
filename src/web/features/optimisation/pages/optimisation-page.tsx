import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Factory } from 'lucide-react';
import { useState } from 'react';
import type { TRationAnswer, TRationRequest } from '../../../../shared/contracts/optimisation';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { plannedRationQueryKey } from '../../../lib/optimisation/planned-ration-query';
import { LoadedPlantSettings } from '../../../lib/plant-settings/loaded-plant-settings';
import { plantSettingsQueryKey } from '../../../lib/plant-settings/plant-settings-query';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { applyRation, rationLotsQuery, workOutRation } from '../api/ration';
import { DigesterSettingsForm } from '../components/digester-settings-form';
import { RationConflicts } from '../components/ration-conflicts';
import { RationForm } from '../components/ration-form';
import { RationResult } from '../components/ration-result';
import { useRationFormats } from '../components/use-ration-formats';

/**
 * /dashboard/optimisation (issue 18 point 4): the digester's figures, then the ration of this year's lots that
 * gives the most methane (or meets a target at the least cost), what limits it, or which constraints conflict;
 * "Appliquer" keeps it as the planned mix of the analysis page.
 */
export default function OptimisationPage() {
  const { t } = useTranslation(['optimisation', 'common']);
  const queryClient = useQueryClient();
  const lots = useQuery(rationLotsQuery);
  const formats = useRationFormats();
  const [asked, setAsked] = useState<TRationRequest | null>(null);
  const [answer, setAnswer] = useState<TRationAnswer | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isRunning, setIsRunning] = useState(false);
  const [isApplying, setIsApplying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const lotName = (id: string) =>
    answer?.lots.find((lot) => lot.id === id)?.name ??
    lots.data?.lots.find((lot) => lot.id === id)?.name ??
    id;

  const run = async (request: TRationRequest) => {
    setIsRunning(true);
    setMessage(null);
    try {
      const result = await workOutRation(request);
      if (result.ok) {
        setAsked(request);
        setAnswer(result.data);
        setServerErrors({});
        return;
      }
      setAnswer(null);
      setServerErrors(result.fields);
      setMessage(Object.values(result.fields)[0] ?? result.message);
    } finally {
      setIsRunning(false);
    }
  };

  const apply = async () => {
    if (!asked) return;
    setIsApplying(true);
    try {
      const result = await applyRation(asked);
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: plannedRationQueryKey });
        void toast.success(t('optimisation:result.applied'));
        return;
      }
      void toast.error(t('optimisation:plant.error'), { description: result.message });
    } finally {
      setIsApplying(false);
    }
  };

  const readSettingsAgain = () => queryClient.invalidateQueries({ queryKey: plantSettingsQueryKey });
  const result = answer?.result;

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('optimisation:title')} subtitle={t('optimisation:subtitle')} />
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Factory className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t('optimisation:plant.title')}
        </h2>
        <LoadedPlantSettings failedLead={t('optimisation:plant.error')}>
          {(settings) => <DigesterSettingsForm settings={settings} onSaved={readSettingsAgain} />}
        </LoadedPlantSettings>
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('optimisation:form.title')}</h2>
        {lots.isPending && <LoadingNotice text={t('common:loading')} />}
        {lots.isError && (
          <LoadFailedNotice
            lead={t('optimisation:form.title')}
            message={lots.error.message}
            onRetry={() => void lots.refetch()}
          />
        )}
        {lots.isSuccess && (
          <>
            {lots.data.lots.length === 0 ? (
              <p className="text-slate-700">
                {t('optimisation:form.noLots')}{' '}
                <Link to="/dashboard/raw-materials" className="text-emerald-800 underline">
                  {t('optimisation:form.openRawMaterials')}
                </Link>
              </p>
            ) : (
              <div className="space-y-1 text-sm text-slate-700">
                <p>{t('optimisation:form.lotsIntro', { year: lots.data.year })}</p>
                <ul className="list-disc pl-5">
                  {lots.data.lots.map((lot) => (
                    <li key={lot.id}>
                      <span className="font-medium text-slate-900">{lot.name}</span> ·{' '}
                      {formats.tonnes(lot.stockTonnes)} t
                      {!lot.isUsable && (
                        <span className="text-amber-800"> · {t('optimisation:form.lotUnusable')}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <RationForm
              lots={lots.data.lots}
              isRunning={isRunning}
              serverErrors={serverErrors}
              onRun={(request) => void run(request)}
            />
          </>
        )}
        {message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </Card>
      {result?.status === 'optimal' && asked && (
        <RationResult
          result={result}
          horizonDays={asked.horizonDays}
          lotName={lotName}
          formats={formats}
          isApplying={isApplying}
          onApply={() => void apply()}
        />
      )}
      {result?.status === 'infeasible' && (
        <RationConflicts conflicts={result.conflicts} lotName={lotName} formats={formats} />
      )}
      {result?.status === 'unbounded' && <p role="alert">{t('optimisation:unbounded')}</p>}
      {result?.status === 'solver-failed' && <p role="alert">{t('optimisation:solverFailed')}</p>}
    </RecordsPageLayout>
  );
}
