import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download, FileSpreadsheet } from 'lucide-react';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { qaChecklists, qaChecklistUrl, qaTotalCaseCount } from '../../../../shared/domain/qa-checklists';

/** The 8 columns of every file, in order (keys under qa:columns). */
const columnKeys = ['id', 'zone', 'scenario', 'steps', 'expected', 'priority', 'status', 'comment'] as const;

const excelTipKeys = ['doubleClick', 'import', 'save'] as const;

/** Public page listing the QA acceptance checklists (spec §2, /qa-downloads), each a downloadable CSV file. */
export default function QaDownloadsPage() {
  const { t } = useTranslation('qa');
  const totalCases = qaTotalCaseCount();

  return (
    <>
      <PageMeta page="qaDownloads" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
        <p className="mt-3 font-medium text-slate-800">
          {t('summary', { count: totalCases, checklists: qaChecklists.length })}
        </p>

        <section
          aria-labelledby="qa-excel-title"
          className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
        >
          <h2 id="qa-excel-title" className="text-xl font-bold text-slate-900">
            {t('excel.heading')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
            {excelTipKeys.map((key) => (
              <li key={key}>{t(`excel.${key}`)}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="qa-list-title" className="mt-12">
          <h2 id="qa-list-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('list.heading')}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {qaChecklists.map((checklist) => {
              const title = t(`${checklist.i18nKey}.title`);
              return (
                <li
                  key={checklist.fileName}
                  className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <div className="flex items-start gap-3">
                    <FileSpreadsheet
                      className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700"
                      aria-hidden="true"
                    />
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">{title}</h3>
                      <p className="mt-1 text-sm text-slate-700">{t(`${checklist.i18nKey}.description`)}</p>
                    </div>
                  </div>
                  <dl className="mt-4 space-y-1 text-sm">
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="text-slate-600">{t('list.casesLabel')}</dt>
                      <dd className="font-semibold text-slate-900">{checklist.caseCount}</dd>
                    </div>
                    <div className="flex min-w-0 flex-wrap gap-x-2">
                      <dt className="text-slate-600">{t('list.fileLabel')}</dt>
                      <dd className="min-w-0 font-mono text-xs leading-5 break-all text-slate-700">
                        {checklist.fileName}
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-auto pt-4">
                    <a
                      href={qaChecklistUrl(checklist)}
                      download
                      className={cn(buttonClasses('primary', 'md'), 'w-full sm:w-auto')}
                    >
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {t('list.download')}
                      <span className="sr-only"> {t('list.downloadFor', { title })}</span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="qa-columns-title" className="mt-12">
          <h2 id="qa-columns-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('columns.heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('columns.intro')}</p>
          <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {columnKeys.map((key) => (
              <div key={key} className="px-4 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-900">{t(`columns.${key}.label`)}</dt>
                <dd className="mt-1 text-slate-700 sm:mt-0">{t(`columns.${key}.description`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
