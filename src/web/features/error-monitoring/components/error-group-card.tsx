import type { TErrorGroup, TErrorGroupStatus } from '../../../../shared/contracts/measured-metrics';
import { dateLocale, formatFigure } from '../../../../shared/domain/display-formats';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** jj/mm/aaaa hh:mm in French, dd/mm/yyyy, hh:mm in English, in the reader's time zone. */
function formatSeen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

const statusClasses: Record<TErrorGroupStatus, string> = {
  open: 'bg-red-50 text-red-800 border-red-200',
  resolved: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  ignored: 'bg-slate-100 text-slate-700 border-slate-200',
};

export interface ErrorGroupCardProps {
  group: TErrorGroup;
  isBusy: boolean;
  onStatus: (status: TErrorGroupStatus) => void;
}

/** One group: its error, how often and since when, which browsers, a sample stack, and its status actions. */
export function ErrorGroupCard({ group, isBusy, onStatus }: ErrorGroupCardProps) {
  const { t, i18n } = useTranslation('errorMonitoring');
  const count = Number(group.count);
  const sample = group.samples[0];
  const browsers = Object.entries(group.browsers).sort((a, b) => b[1] - a[1]);
  return (
    <Card className="space-y-3 p-4 md:p-5" data-testid="error-group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-mono text-sm font-semibold break-words text-slate-900">
            {group.errorType}: {group.message}
          </h3>
          {group.topFrame && (
            <p className="font-mono text-xs break-all text-slate-700">
              {t('group.topFrame')} : {group.topFrame}
            </p>
          )}
        </div>
        <span
          className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', statusClasses[group.status])}
        >
          {t(`status.${group.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-700">{t('group.count')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="error-group-count">
            {Number.isSafeInteger(count) ? formatFigure(count, i18n.language, 0) : group.count}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{t('group.firstSeen')}</dt>
          <dd className="text-slate-900 tabular-nums">{formatSeen(group.firstSeen, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t('group.lastSeen')}</dt>
          <dd className="text-slate-900 tabular-nums">{formatSeen(group.lastSeen, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t('group.browsers')}</dt>
          <dd className="text-slate-900">
            {browsers.map(([name, n]) => `${name} (${formatFigure(n, i18n.language, 0)})`).join(', ')}
          </dd>
        </div>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-900">{t('group.sample')}</summary>
        {sample?.page && (
          <p className="mt-2 text-slate-700">
            {t('group.samplePage')} : <span className="font-mono">{sample.page}</span>
          </p>
        )}
        {sample?.stack ? (
          <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre text-slate-800">
            {sample.stack}
          </pre>
        ) : (
          <p className="mt-2 text-slate-700">{t('group.noStack')}</p>
        )}
      </details>
      <div className="flex flex-wrap gap-2">
        {group.status !== 'resolved' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => {
              onStatus('resolved');
            }}
          >
            {t('actions.resolve')}
          </Button>
        )}
        {group.status !== 'ignored' && (
          <Button
            size="sm"
            variant="ghost"
            disabled={isBusy}
            onClick={() => {
              onStatus('ignored');
            }}
          >
            {t('actions.ignore')}
          </Button>
        )}
        {group.status !== 'open' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => {
              onStatus('open');
            }}
          >
            {t('actions.reopen')}
          </Button>
        )}
      </div>
    </Card>
  );
}
