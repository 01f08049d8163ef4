import { useId } from 'react';
import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionSummary } from '../../../../shared/contracts/production';
import { formatFigure } from '../../../lib/format-figures';

/** Measured methane against what the period's feed should give at the plant (issue 18 point 1). */
export function YieldGapPanel({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const headingId = useId();
  const language = i18n.language;
  const gap = summary.yieldGap;
  const nm3 = (value: number) => t('units.nm3', { value: formatFigure(value, language, 0) });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('yieldGap.title')}
      </h3>
      <p className="text-sm text-slate-700">
        {t(gap.source === 'feed-log' ? 'yieldGap.bodyFeedLog' : 'yieldGap.bodyDeliveries', {
          factor: formatFigure(gap.yieldFactor, language, 2),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t('yieldGap.measured')}</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {nm3(gap.measuredMethaneNm3)}
        </dd>
        <dt className="text-slate-600">{t('yieldGap.expected')}</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {nm3(gap.expectedMethaneNm3)}
        </dd>
      </dl>
      {gap.ratio !== null && (
        <p
          className={
            gap.ratio < 0.8 ? 'text-sm font-medium text-red-800' : 'text-sm font-medium text-emerald-800'
          }
        >
          {t('yieldGap.ratio', { percent: formatFigure(gap.ratio * 100, language, 0) })} ·{' '}
          {t('yieldGap.daysCovered', { covered: gap.daysCovered, days: gap.periodDays })}
        </p>
      )}
      {gap.lotCount === 0 && <p className="text-sm text-slate-700">{t('yieldGap.noFeed')}</p>}
      {gap.lotCount > 0 && gap.daysCovered === 0 && (
        <p className="text-sm text-slate-700">{t('yieldGap.noMethane')}</p>
      )}
      {gap.incompleteLotCount > 0 && (
        <p className="text-sm text-amber-800">
          {t('yieldGap.incompleteLots', { count: gap.incompleteLotCount })}
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link
          to="/dashboard/raw-materials/feed"
          className="inline-block text-sm font-medium text-emerald-800 underline underline-offset-2"
        >
          {t('yieldGap.openFeedLog')}
        </Link>
        <Link
          to="/dashboard/raw-materials/analysis"
          className="inline-block text-sm font-medium text-emerald-800 underline underline-offset-2"
        >
          {t('yieldGap.openAnalysis')}
        </Link>
      </p>
    </section>
  );
}
