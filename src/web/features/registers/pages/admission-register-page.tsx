import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { isCalendarDate } from '../../../../shared/domain/calendar';
import { MainCropCap } from '../../../components/main-crop/main-crop-cap';
import { EmptyState, ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { RegulationTabs } from '../../../components/regulation/regulation-tabs';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatDeliveryDate } from '../../../lib/analysis-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { downloadCsvFile } from '../../../lib/records/download-csv';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { toQueryString } from '../../../lib/records/records-endpoint';
import { toast } from '../../../lib/toast';
import {
  admissionRegisterPath,
  admissionRegisterQuery,
  periodParams,
  type RegisterPeriod,
} from '../api/registers';
import { RegisterLines } from '../components/register-lines';
import { RegisterPeriodForm } from '../components/register-period-form';

/** The period of the address (?from&to), both real dates or neither (the server's current calendar year). */
function readPeriod(search: URLSearchParams): RegisterPeriod {
  const from = search.get('from');
  const to = search.get('to');
  return isCalendarDate(from) && isCalendarDate(to) ? { from, to } : { from: null, to: null };
}

/**
 * /dashboard/reglementation/register: the ICPE admission register of a period (the current calendar year by
 * default), a line per delivered lot with its sender, origin, distance, declaration on file and refusal; the lots
 * admitted without a declaration flagged (RED II: a proof per lot); its CSV; and the 15 % main-crop rule of the
 * period's last year, the analysis page's component and figures.
 */
export default function AdmissionRegisterPage() {
  const { t, i18n } = useTranslation(['registers', 'rawMaterials', 'records']);
  const [search, setSearch] = useSearchParams();
  const period = readPeriod(search);
  const register = useQuery(admissionRegisterQuery(period));
  const [isDownloading, setIsDownloading] = useState(false);
  const data = register.data;
  const language = i18n.language;

  const handlePeriod = (next: { from: string; to: string }) => {
    setSearch(next, { replace: true });
  };
  const handleDownload = async () => {
    if (!data) return;
    setIsDownloading(true);
    const params = periodParams({ from: data.from, to: data.to });
    const failure = await downloadCsvFile(
      `${admissionRegisterPath}.csv${toQueryString(params)}`,
      `registre-admission-${data.from}-${data.to}`,
    );
    setIsDownloading(false);
    if (failure) void toast.error(t('registers:register.downloadFailed', { message: failure }));
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('registers:register.title')}
        subtitle={t('registers:register.subtitle')}
        isSubtitleHiddenOnPhone
      />
      <RegulationTabs current="register" />
      {register.isPending && <ListLoading />}
      {register.isError && (
        <ListError
          lead={t('registers:register.loadFailed')}
          message={register.error.message}
          onRetry={() => void register.refetch()}
        />
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RegisterPeriodForm
              key={`${data.from}-${data.to}`}
              from={data.from}
              to={data.to}
              onPeriod={handlePeriod}
            />
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void handleDownload()}
              disabled={isDownloading || data.lines.length === 0}
            >
              <Download className="h-5 w-5" aria-hidden="true" />
              {isDownloading ? t('registers:register.downloading') : t('registers:register.download')}
            </Button>
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('registers:register.periodShown', {
              from: formatDeliveryDate(data.from, language),
              to: formatDeliveryDate(data.to, language),
            })}
            {data.lines.length > 0 &&
              ` · ${t('registers:register.admittedCount', { count: data.admittedCount })} · ${t('registers:register.refusedCount', { count: data.refusedCount })}`}
          </p>
          {data.isTruncated && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('registers:register.truncated', { count: data.lineLimit })}
            </p>
          )}
          {data.lines.length === 0 ? (
            <EmptyState
              icon={<ClipboardList className="h-6 w-6" aria-hidden="true" />}
              title={t('registers:register.empty.title')}
              body={t('registers:register.empty.body')}
              action={
                <Link to="/dashboard/raw-materials" className={buttonClasses('primary', 'lg')}>
                  {t('registers:register.empty.action')}
                </Link>
              }
            />
          ) : (
            <>
              <RegisterLines lines={data.lines} />
              {data.missingDeclarationCount > 0 ? (
                <p
                  role="status"
                  className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                >
                  <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                  <span>
                    {t('registers:register.missingDeclarations', { count: data.missingDeclarationCount })}
                  </span>
                </p>
              ) : (
                data.admittedCount > 0 && (
                  <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
                    {t('registers:register.allDeclared')}
                  </p>
                )
              )}
              <p className="text-xs text-slate-600">{t('registers:register.fileNote')}</p>
            </>
          )}
          <p className="text-sm text-slate-700">
            {t('registers:register.mainCropNote', { year: data.mainCropRule.year })}
          </p>
          <MainCropCap rule={data.mainCropRule} />
        </>
      )}
    </RecordsPageLayout>
  );
}
