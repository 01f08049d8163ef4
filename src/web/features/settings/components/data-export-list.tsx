import { Download } from 'lucide-react';
import type { TDataExport } from '../../../../shared/contracts/data-rights';
import { buttonClasses } from '../../../components/ui/button';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dataExportDownloadPath } from '../api/data-rights';

/** "12,4 Ko" / "3,1 Mo": decimal comma in French (the catalog key and the figure). */
function sizeParts(bytes: number, language: string): { key: string; value: string } {
  const format = new Intl.NumberFormat(dateLocale(language), { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? { key: 'export.sizeMegabytes', value: format.format(bytes / (1024 * 1024)) }
    : { key: 'export.sizeKilobytes', value: format.format(Math.max(bytes / 1024, 0.1)) };
}

function ReadyText({ entry }: { entry: TDataExport }) {
  const { t, i18n } = useTranslation('dataRights');
  const size = sizeParts(entry.sizeBytes ?? 0, i18n.language);
  const until = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'short' });
  return (
    <>
      {t('export.statusReady', { size: t(size.key, { value: size.value }) })}
      {' · '}
      {t('export.expires', { date: until.format(new Date(entry.expiresAt)) })}
    </>
  );
}

/** The user's exports not yet expired: their state, and the download link of the ready ones. */
export function DataExportList({ exports }: { exports: TDataExport[] }) {
  const { t, i18n } = useTranslation('dataRights');
  if (exports.length === 0) return null;
  const dateTime = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <ul
      className="divide-y divide-slate-200 rounded-md border border-slate-200"
      aria-label={t('export.listLabel')}
    >
      {exports.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900">
              {t('export.entry', { date: dateTime.format(new Date(entry.createdAt)) })}
            </p>
            <p className="text-slate-700">
              {entry.status === 'pending' && t('export.statusPending')}
              {entry.status === 'failed' && t('export.statusFailed')}
              {entry.status === 'ready' && <ReadyText entry={entry} />}
            </p>
          </div>
          {entry.status === 'ready' && (
            <a href={dataExportDownloadPath(entry.id)} download className={buttonClasses('secondary', 'md')}>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t('export.download')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
