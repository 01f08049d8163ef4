import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TMixCheck, TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { FEEDSTOCK_SOURCES } from '../../../../../shared/domain/feedstock-defaults';
import type { TCheckStatus } from '../../../../../shared/domain/feedstock-analysis';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatPercent, formatRatio } from '../../../../lib/analysis-format';

const statusClasses: Record<TCheckStatus, { card: string; badge: string }> = {
  ok: { card: 'border-emerald-200', badge: 'bg-emerald-50 text-emerald-800' },
  warning: { card: 'border-amber-300', badge: 'bg-amber-100 text-amber-900' },
  danger: { card: 'border-red-300', badge: 'bg-red-50 text-red-800' },
  unknown: { card: 'border-slate-200', badge: 'bg-slate-100 text-slate-700' },
};

/** The mix against the digester limits of domain.md: C/N (20–30) and DM (wet or dry digestion). */
export function MixChecks({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const language = i18n.language;
  const namesOf = (ids: readonly string[]) =>
    analysis.lots
      .filter((lot) => ids.includes(lot.id))
      .map((lot) => lot.name)
      .join(', ');

  const formatValue = (check: TMixCheck, value: number) =>
    check.code === 'mix_dry_matter' ? formatPercent(value, language) : formatRatio(value, language);

  const rangeText = (check: TMixCheck) => {
    const { min, max } = check.range;
    const format = (value: number) => formatValue(check, value);
    if (min !== null && max !== null) {
      return t('analysisPage.checks.rangeBetween', { min: format(min), max: format(max) });
    }
    if (max !== null) return t('analysisPage.checks.rangeBelow', { max: format(max) });
    if (min !== null) return t('analysisPage.checks.rangeAbove', { min: format(min) });
    return null;
  };

  const notesOf = (check: TMixCheck): string[] => {
    if (check.code === 'carbon_nitrogen_ratio') {
      const { excludedLotIds, usesCheckDefaults, knownLotCount, lotCount } = analysis.carbonNitrogen;
      return [
        ...(excludedLotIds.length > 0
          ? [t('analysisPage.checks.carbonNitrogenKnown', { count: knownLotCount, total: lotCount })]
          : []),
        t('analysisPage.checks.carbonNitrogenOptimum'),
        // "Computed with indicative defaults" only when a ratio was computed.
        ...(usesCheckDefaults && check.value !== null ? [t('analysisPage.checks.usesCheckDefaults')] : []),
        ...(excludedLotIds.length > 0
          ? [t('analysisPage.checks.carbonNitrogenMissing', { names: namesOf(excludedLotIds) })]
          : []),
      ];
    }
    const { excludedLotIds } = analysis.dryMatter;
    return excludedLotIds.length > 0
      ? [t('analysisPage.checks.excluded', { names: namesOf(excludedLotIds) })]
      : [];
  };

  return (
    <section aria-labelledby="mix-checks-title" className="space-y-3">
      <h2 id="mix-checks-title" className="text-lg font-semibold text-slate-900">
        {t('analysisPage.checks.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {analysis.checks.map((check) => {
          const range = rangeText(check);
          const mode =
            check.code === 'mix_dry_matter'
              ? ` (${t(analysis.digestionMode === 'wet' ? 'analysisPage.checks.modeWet' : 'analysisPage.checks.modeDry')})`
              : '';
          return (
            <li key={check.code}>
              <Card className={cn('h-full space-y-2 p-4', statusClasses[check.status].card)}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{t(`analysis.checks.${check.code}`)}</h3>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      statusClasses[check.status].badge,
                    )}
                  >
                    {t(`analysis.statuses.${check.status}`)}
                  </span>
                </div>
                <p className="text-lg font-bold text-slate-900 tabular-nums">
                  {check.value === null
                    ? t('analysisPage.checks.noValue')
                    : t('analysisPage.checks.value', { value: formatValue(check, check.value) })}
                </p>
                {range && (
                  <p className="text-sm text-slate-700">
                    {range}
                    {mode}
                  </p>
                )}
                <p className="text-sm font-medium text-slate-900">
                  {t(`analysis.findings.${check.finding}`)}
                </p>
                {notesOf(check).map((note) => (
                  <p key={note} className="text-sm text-slate-700">
                    {note}
                  </p>
                ))}
                <p className="text-xs text-slate-600">
                  {t('analysisPage.checks.source', { source: FEEDSTOCK_SOURCES[check.sourceKey] })}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
