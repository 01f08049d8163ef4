import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionSummary } from '../../../../shared/contracts/production';
import { anomalyReason } from '../lib/anomaly-reason';
import { formatReadingDate } from '../../../lib/format-figures';

/** The period's anomalies, newest first, each with its reason: the figure, the limit or band, its source. */
export function AnomalyList({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const headingId = useId();
  const language = i18n.language;
  const { anomalies, anomalyCount } = summary;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {anomalyCount > 0 ? t('anomalies.count', { count: anomalyCount }) : t('anomalies.title')}
      </h3>
      {anomalyCount === 0 && <p className="text-sm text-slate-700">{t('anomalies.none')}</p>}
      {anomalies.length > 0 && (
        <ul className="space-y-2" data-testid="anomaly-list">
          {anomalies.map((anomaly) => {
            const reason = anomalyReason(anomaly, t, language);
            const date = formatReadingDate(anomaly.date, language);
            return (
              <li
                key={`${anomaly.readingId}-${anomaly.measure}`}
                className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {anomaly.time ? t('anomalies.whenTime', { date, time: anomaly.time }) : date} ·{' '}
                    {reason.finding}
                  </p>
                  <p className="text-slate-700">{reason.source}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {anomalyCount > anomalies.length && (
        <p className="text-xs text-slate-600">
          {t('anomalies.more', { shown: anomalies.length, count: anomalyCount })}
        </p>
      )}
    </section>
  );
}
