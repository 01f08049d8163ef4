import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import type { TComplianceItem, TComplianceOverview } from '../../../../shared/contracts/compliance';
import { OBLIGATION_GROUPS } from '../../../../shared/domain/regulation/obligations';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { RegulationTabs } from '../../../components/regulation/regulation-tabs';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { LoadedPlantSettings } from '../../../lib/plant-settings/loaded-plant-settings';
import { plantSettingsQueryKey } from '../../../lib/plant-settings/plant-settings-query';
import { complianceQuery, complianceQueryKey } from '../api/compliance-query';
import { ClassificationSummary } from '../components/classification-summary';
import { ObligationCard } from '../components/obligation-card';
import { RegulatoryProfileForm } from '../components/regulatory-profile-form';

/**
 * /dashboard/reglementation, the compliance follow-up (issue 19): what the profile makes of the plant, then
 * every obligation that applies to it, grouped (ICPE and registers, maintenance, spreading, 15 % cap, RED II),
 * each with its status, due date, rule, notes and proofs; the ones that do not apply folded away with why; the
 * profile itself, open at the top until it is first saved.
 */
export default function ReglementationPage() {
  // The profile form's and the edit form's words too: loaded with the page, so opening them never suspends it.
  const { t } = useTranslation(['regulation', 'common', 'plantSettings', 'validation']);
  const queryClient = useQueryClient();
  const compliance = useQuery(complianceQuery);
  const { isOnline } = useOfflineStatus();

  const readAgain = () => queryClient.invalidateQueries({ queryKey: complianceQueryKey });
  const showSaved = (overview: TComplianceOverview) => {
    queryClient.setQueryData(complianceQueryKey, overview);
    void queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey });
  };
  const profileSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: plantSettingsQueryKey });
    await readAgain();
  };

  const profile = (isOpen: boolean) => (
    <Card className="p-4 sm:p-6">
      <details open={isOpen} className="space-y-4">
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          {t('profile.heading')}
        </summary>
        {isOpen && <p className="text-sm font-medium text-amber-900">{t('profile.prompt')}</p>}
        <LoadedPlantSettings failedLead={t('profile.error')}>
          {(settings) => <RegulatoryProfileForm settings={settings} onSaved={profileSaved} />}
        </LoadedPlantSettings>
      </details>
    </Card>
  );

  const data = compliance.data;
  const applying = data?.items.filter((item) => item.applicability !== 'not_applicable') ?? [];
  const notApplying = data?.items.filter((item) => item.applicability === 'not_applicable') ?? [];
  const card = (item: TComplianceItem) => (
    <ObligationCard
      key={item.code}
      item={item}
      isOnline={isOnline}
      onChanged={readAgain}
      onSaved={showSaved}
    />
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('title')} subtitle={t('subtitle')} isSubtitleHiddenOnPhone />
      <RegulationTabs current="follow-up" />
      {!isOnline && (
        <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('offline')}
        </p>
      )}
      {compliance.isPending && <LoadingNotice text={t('loading')} size="md" />}
      {compliance.isError && (
        <LoadFailedNotice
          lead={t('loadFailed')}
          message={compliance.error.message}
          onRetry={() => void compliance.refetch()}
          size="md"
        />
      )}
      {data && (
        <>
          <ClassificationSummary overview={data} />
          {!data.isProfileSaved && profile(true)}
          {OBLIGATION_GROUPS.map((group) => {
            const items = applying.filter((item) => item.group === group);
            if (items.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`group-${group}`} className="space-y-3">
                <h2 id={`group-${group}`} className="text-lg font-semibold text-slate-900">
                  {t(`groups.${group}`)}
                </h2>
                <ul className="grid gap-3 lg:grid-cols-2">{items.map(card)}</ul>
              </section>
            );
          })}
          {notApplying.length > 0 && (
            <details className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <summary className="cursor-pointer font-semibold text-slate-800">
                {t('notApplicableHeading', { count: notApplying.length })}
              </summary>
              <ul className="mt-3 space-y-2 text-sm text-slate-700">
                {notApplying.map((item) => (
                  <li key={item.code}>
                    <span className="font-medium">{t(`obligations.${item.code}.title`)}</span>
                    {' : '}
                    {t(`applicability.not_applicable.${item.reason}`)}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {data.isProfileSaved && profile(false)}
        </>
      )}
    </RecordsPageLayout>
  );
}
