import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PlannedMix } from '../components/analysis/planned-mix';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { ArrowLeft, ChartColumnBig } from 'lucide-react';
import type { TDigestionMode } from '../../../../shared/domain/feedstock-analysis';
import { EmptyState, ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { analysisQuery } from '../api/raw-materials';
import { AnalysisControls } from '../components/analysis/analysis-controls';
import { AnalysisYearNav } from '../components/analysis/analysis-year-nav';
import { CompositionChart } from '../components/analysis/composition-chart';
import { IncompleteLots } from '../components/analysis/incomplete-lots';
import { LotsTable } from '../components/analysis/lots-table';
import { MainCropCap } from '../../../components/main-crop/main-crop-cap';
import { MethaneBarsChart } from '../components/analysis/methane-bars-chart';
import { MixChecks } from '../components/analysis/mix-checks';
import { MixSummary } from '../components/analysis/mix-summary';
import { DefaultSourcesNote } from '../components/default-sources-note';
import { readAnalysisSettings } from '../lib/analysis-settings';

const listPath = '/dashboard/raw-materials';
const citedSources = [
  'lfl-bayern-2022',
  'gtz-biogas-digest',
  'cornell-composting',
  'wang-2014',
  'chambres-normandie-infometha',
  'la-france-agricole',
  'inra-feed-tables-crude-protein',
] as const;

/**
 * /dashboard/raw-materials/analysis: the mix of one calendar year (the lots delivered that year) in tonnes,
 * methane and energy, the main-crop cap of that year and its three-year average both ways, the digester checks,
 * per-material figures and two charts. Settings (year included) live in the address.
 */
export default function RawMaterialsAnalysisPage() {
  const { t } = useTranslation(['rawMaterials', 'records']);
  const [search, setSearch] = useSearchParams();
  // Shown at once from local state (the address follows in a transition, which would briefly undo a radio
  // click), and kept in the address so a reload or a shared link keeps the assumptions.
  const [settings, setSettings] = useState(() => readAnalysisSettings(search));
  const analysis = useQuery(analysisQuery(settings));

  const setSetting = useCallback(
    (name: 'yield' | 'mode' | 'year', value: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const handleYieldFactor = useCallback(
    (value: number) => {
      setSettings((current) => ({ ...current, yieldFactor: value }));
      setSetting('yield', String(value));
    },
    [setSetting],
  );
  const handleDigestionMode = useCallback(
    (mode: TDigestionMode) => {
      setSettings((current) => ({ ...current, digestionMode: mode }));
      setSetting('mode', mode);
    },
    [setSetting],
  );

  const handleYear = useCallback(
    (year: number) => {
      setSettings((current) => ({ ...current, year }));
      setSetting('year', String(year));
    },
    [setSetting],
  );

  const backLink = (
    <Link to={listPath} className={buttonClasses('secondary', 'lg')}>
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {t('rawMaterials:analysisPage.back')}
    </Link>
  );
  const data = analysis.data;

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('rawMaterials:analysisPage.title')}
        subtitle={t('rawMaterials:analysisPage.subtitle')}
        action={backLink}
      />
      {analysis.isPending && <ListLoading />}
      {analysis.isError && (
        <ListError
          lead={t('rawMaterials:analysisPage.loadFailed')}
          message={analysis.error.message}
          onRetry={() => void analysis.refetch()}
        />
      )}
      {data && <AnalysisYearNav year={data.year} onYear={handleYear} />}
      {data &&
        (data.lots.length === 0 ? (
          <EmptyState
            icon={<ChartColumnBig className="h-6 w-6" aria-hidden="true" />}
            title={t('rawMaterials:analysisPage.empty.titleYear', { year: data.year })}
            body={t('rawMaterials:analysisPage.empty.body')}
            action={
              <Link to={listPath} className={buttonClasses('primary', 'lg')}>
                {t('rawMaterials:analysisPage.empty.action')}
              </Link>
            }
          />
        ) : (
          <>
            <AnalysisControls
              settings={settings}
              onYieldFactor={handleYieldFactor}
              onDigestionMode={handleDigestionMode}
            />
            {data.isTruncated && (
              <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                {t('rawMaterials:analysis.truncated', { count: data.lotLimit })}
              </p>
            )}
            <MixSummary analysis={data} />
            <PlannedMix />
            <IncompleteLots analysis={data} />
            <MainCropCap rule={data.mainCropRule} />
            <MixChecks analysis={data} />
            <section aria-labelledby="analysis-charts-title" className="space-y-3">
              <h2 id="analysis-charts-title" className="text-lg font-semibold text-slate-900">
                {t('rawMaterials:analysisPage.charts.title')}
              </h2>
              <div className="grid gap-4 lg:grid-cols-2">
                <MethaneBarsChart analysis={data} />
                <CompositionChart analysis={data} />
              </div>
            </section>
            <LotsTable analysis={data} />
            <DefaultSourcesNote sourceKeys={citedSources} />
          </>
        ))}
    </RecordsPageLayout>
  );
}
