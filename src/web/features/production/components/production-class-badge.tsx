import { Factory } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionSummary } from '../../../../shared/contracts/production';
import { formatFigure } from '../../../lib/format-figures';

/** The plant's size class (spec §9) from the period's average biomethane flow, or why it is unknown. */
export function ProductionClassBadge({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const flow = summary.totals.averages.biomethaneNm3PerHour;
  if (summary.productionClass === null || flow === null) {
    return <p className="text-sm text-slate-700">{t('noClass')}</p>;
  }
  return (
    <div className="space-y-1">
      <p
        className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900"
        data-testid="production-class"
      >
        <Factory className="h-4 w-4" aria-hidden="true" />
        {t('classBadge', { label: t(`classes.${summary.productionClass}`) })}
      </p>
      <p className="text-xs text-slate-600">
        {t('classHint', { value: formatFigure(flow, i18n.language, 1) })}
      </p>
    </div>
  );
}
