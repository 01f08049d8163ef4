import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { GHG_YEAR_BOUNDS } from '../../../../shared/contracts/ghg';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { RegulationTabs } from '../../../components/regulation/regulation-tabs';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ghgQueryKey, ghgReportQuery } from '../api/ghg';
import { GhgMonthTable } from '../components/ghg-month-table';
import { GhgPathwayMapping } from '../components/ghg-pathway-mapping';
import { GhgSteps } from '../components/ghg-steps';
import { GhgSummary } from '../components/ghg-summary';
import { GhgValuesTable } from '../components/ghg-values-table';

/**
 * /dashboard/reglementation/ghg (issue 19 point 3): the RED II Annex VI greenhouse-gas savings of a year from the
 * feed log, against the threshold of the plant's commissioning date; each month; the calculation step by step;
 * the values used, each with its source, editable and put back. Offline: the last calculation read.
 */
export default function GhgPage() {
  const { t } = useTranslation(['ghg', 'common']);
  const queryClient = useQueryClient();
  const [year, setYear] = useState<number | null>(null);
  const report = useQuery(ghgReportQuery(year));
  const shownYear = year ?? report.data?.year ?? null;
  const readAgain = () => queryClient.invalidateQueries({ queryKey: ghgQueryKey });

  const yearPicker = shownYear !== null && (
    <nav aria-label={t('ghg:year.label')} className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('ghg:year.previous')}
        disabled={shownYear <= GHG_YEAR_BOUNDS.min}
        onClick={() => {
          setYear(shownYear - 1);
        }}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      <p className="min-w-16 text-center text-lg font-semibold text-slate-900" aria-live="polite">
        <span className="sr-only">{t('ghg:year.label')} </span>
        <span data-testid="ghg-year">{shownYear}</span>
      </p>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('ghg:year.next')}
        disabled={shownYear >= GHG_YEAR_BOUNDS.max}
        onClick={() => {
          setYear(shownYear + 1);
        }}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </nav>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('ghg:title')} subtitle={t('ghg:subtitle')} action={yearPicker} />
      <RegulationTabs current="ghg" />
      {report.isPending && <LoadingNotice text={t('common:loading')} size="md" />}
      {report.isError && (
        <LoadFailedNotice
          lead={t('ghg:loadError')}
          message={report.error.message}
          onRetry={() => void report.refetch()}
          size="md"
        />
      )}
      {report.data && (
        <>
          <GhgSummary report={report.data} onSaved={readAgain} />
          <GhgMonthTable report={report.data} />
          <GhgSteps key={report.data.year} report={report.data} />
          <GhgValuesTable rows={report.data.overrides.values} onSaved={readAgain} />
          <GhgPathwayMapping />
        </>
      )}
    </RecordsPageLayout>
  );
}
