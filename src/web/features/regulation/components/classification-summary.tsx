import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { TComplianceOverview } from '../../../../shared/contracts/compliance';
import { Card } from '../../../components/ui/card';
import { formatFigure } from '../../../lib/format-figures';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * What the profile makes of the plant, in three lines (ICPE regime, RED II scope, 15 % cap), and how many
 * obligations are overdue: the first thing an operator checks before an inspection or an audit.
 */
export function ClassificationSummary({ overview }: { overview: TComplianceOverview }) {
  const { t, i18n } = useTranslation('regulation');
  const { icpe, redii, mainCropRule } = overview.classification;
  const gwh = redii.annualGwhPcs === null ? '' : formatFigure(redii.annualGwhPcs, i18n.language, 1);
  return (
    <Card className="space-y-2 p-4 text-sm text-slate-800">
      <h2 className="sr-only">{t('summary.heading')}</h2>
      <p
        className={
          overview.overdueCount > 0
            ? 'flex items-center gap-2 font-semibold text-red-800'
            : 'flex items-center gap-2 font-semibold text-emerald-800'
        }
        data-testid="compliance-overdue-count"
      >
        {overview.overdueCount > 0 ? (
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        {overview.overdueCount > 0
          ? t('summary.overdue', { count: overview.overdueCount })
          : t('summary.noneOverdue')}
      </p>
      <ul className="space-y-1">
        <li>
          {icpe.regime === null
            ? t('summary.icpeUnknown', { rubrique: icpe.rubrique })
            : t('summary.icpe', { rubrique: icpe.rubrique, regime: t(`summary.regime.${icpe.regime}`) })}
        </li>
        <li>{t(`summary.redii.${redii.reason}`, { gwh })}</li>
        <li>{t(`summary.mainCrop.${mainCropRule}`)}</li>
      </ul>
    </Card>
  );
}
