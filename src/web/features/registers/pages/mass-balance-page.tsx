import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MAX_REGISTER_YEAR, MIN_REGISTER_YEAR } from '../../../../shared/contracts/registers';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { RegulationTabs } from '../../../components/regulation/regulation-tabs';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { formatPercent, formatTonnes } from '../../../lib/analysis-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { massBalanceQuery } from '../api/registers';
import { MassBalancePeriodCard } from '../components/mass-balance-period';

function readYear(search: URLSearchParams): number | null {
  const year = Number(search.get('year'));
  return Number.isInteger(year) && year >= MIN_REGISTER_YEAR && year <= MAX_REGISTER_YEAR ? year : null;
}

/** "novembre 2026" / "November 2026" for a 'YYYY-MM' key. */
function monthTitle(key: string, language: string): string {
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}-01T00:00:00Z`),
  );
  return month.charAt(0).toUpperCase() + month.slice(1);
}

/**
 * /dashboard/reglementation/mass-balance: the year's balance first (inputs of the feed log against the production
 * log's outputs, the calculated digestate and the gap), then each month, newest first; how it is worked out below.
 */
export default function MassBalancePage() {
  const { t, i18n } = useTranslation(['registers', 'records']);
  const [search, setSearch] = useSearchParams();
  const balance = useQuery(massBalanceQuery(readYear(search)));
  const data = balance.data;
  const language = i18n.language;

  const handleYear = (year: number) => {
    setSearch({ year: String(year) }, { replace: true });
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('registers:massBalance.title')}
        subtitle={t('registers:massBalance.subtitle')}
        isSubtitleHiddenOnPhone
      />
      <RegulationTabs current="mass-balance" />
      {balance.isPending && <ListLoading />}
      {balance.isError && (
        <ListError
          lead={t('registers:massBalance.loadFailed')}
          message={balance.error.message}
          onRetry={() => void balance.refetch()}
        />
      )}
      {data && (
        <>
          <nav aria-label={t('registers:massBalance.yearNav')} className="flex items-center gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'lg')}
              disabled={data.year <= MIN_REGISTER_YEAR}
              aria-label={t('registers:massBalance.previousYear')}
              onClick={() => {
                handleYear(data.year - 1);
              }}
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <p
              aria-live="polite"
              className="min-w-24 text-center text-lg font-semibold text-slate-900 tabular-nums"
            >
              {data.year}
            </p>
            <button
              type="button"
              className={buttonClasses('secondary', 'lg')}
              disabled={data.year >= MAX_REGISTER_YEAR}
              aria-label={t('registers:massBalance.nextYear')}
              onClick={() => {
                handleYear(data.year + 1);
              }}
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
          </nav>
          {data.isTruncated && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('registers:massBalance.truncated')}
            </p>
          )}
          <MassBalancePeriodCard
            period={data.total}
            title={t('registers:massBalance.yearTitle', { year: data.year })}
            balance={data}
            headingLevel="h2"
          />
          <section aria-labelledby="mass-balance-months" className="space-y-3">
            <h2 id="mass-balance-months" className="text-lg font-semibold text-slate-900">
              {t('registers:massBalance.monthsTitle')}
            </h2>
            {data.months.length === 0 ? (
              <p className="text-sm text-slate-700">
                {t('registers:massBalance.noMonths', { year: data.year })}
              </p>
            ) : (
              [...data.months]
                .reverse()
                .map((month) => (
                  <MassBalancePeriodCard
                    key={month.key}
                    period={month}
                    title={monthTitle(month.key, language)}
                    balance={data}
                    headingLevel="h3"
                  />
                ))
            )}
          </section>
          <Card className="space-y-2 p-4 text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">
              {t('registers:massBalance.method.title')}
            </h2>
            <p>
              {t('registers:massBalance.method.inputs', {
                pcs: formatTonnes(data.methaneKwhPcsPerNm3, language),
              })}
            </p>
            <p>
              {t('registers:massBalance.method.outputs', {
                pcs: formatTonnes(data.methaneKwhPcsPerNm3, language),
              })}
            </p>
            <p>
              {t('registers:massBalance.method.digestate', {
                density: formatTonnes(data.densityKgPerM3, language),
              })}
            </p>
            <p>
              {t('registers:massBalance.method.rule', {
                min: formatPercent(data.minRatioPct, language),
                max: formatPercent(data.maxRatioPct, language),
              })}
            </p>
            <p className="flex flex-wrap gap-3">
              <Link to="/dashboard/raw-materials/feed" className="font-medium text-emerald-800 underline">
                {t('registers:massBalance.feedLogLink')}
              </Link>
              <Link to="/dashboard/production" className="font-medium text-emerald-800 underline">
                {t('registers:massBalance.productionLink')}
              </Link>
            </p>
          </Card>
        </>
      )}
    </RecordsPageLayout>
  );
}
