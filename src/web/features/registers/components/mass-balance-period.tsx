import type { TMassBalance, TMassBalancePeriod } from '../../../../shared/contracts/registers';
import type { TMassBalanceStatus } from '../../../../shared/domain/regulation/mass-balance';
import { Card } from '../../../components/ui/card';
import { formatEnergy, formatMethane, formatPercent, formatTonnes } from '../../../lib/analysis-format';
import { useTranslation } from '../../../lib/i18n/use-translation';

const statusClasses: Record<TMassBalanceStatus, string> = {
  balanced: 'bg-emerald-50 text-emerald-800',
  above_expected: 'bg-red-50 text-red-800',
  below_floor: 'bg-red-50 text-red-800',
  not_comparable: 'bg-amber-50 text-amber-900',
  no_feed: 'bg-slate-100 text-slate-800',
  no_production: 'bg-slate-100 text-slate-800',
  no_data: 'bg-slate-100 text-slate-800',
};

export interface MassBalancePeriodCardProps {
  period: TMassBalancePeriod;
  title: string;
  balance: Pick<TMassBalance, 'minRatioPct' | 'maxRatioPct'>;
  headingLevel: 'h2' | 'h3';
}

/**
 * One period of the balance: its status first, then inputs, measured outputs, calculated digestate and the gap.
 * A side with no entry says so (never zeros printed as facts).
 */
export function MassBalancePeriodCard({
  period,
  title,
  balance,
  headingLevel: Heading,
}: MassBalancePeriodCardProps) {
  const { t, i18n } = useTranslation('registers');
  const language = i18n.language;
  const { inputs, outputs, digestate, gap, status } = period;
  const limits = {
    min: formatPercent(balance.minRatioPct, language),
    max: formatPercent(balance.maxRatioPct, language),
  };
  const isFlagged = status === 'above_expected' || status === 'below_floor';

  // A period with nothing entered says so in one line (no empty sections printed as if they were figures).
  if (status === 'no_data') {
    return (
      <Card className="space-y-1 p-4" data-testid={`mass-balance-${period.key}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses[status]}`}>
            {t(`massBalance.status.${status}`)}
          </span>
        </div>
        <p className="text-sm text-slate-700">{t('massBalance.statusDetail.no_data')}</p>
      </Card>
    );
  }

  return (
    <Card className="space-y-3 p-4" data-testid={`mass-balance-${period.key}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses[status]}`}>
          {t(`massBalance.status.${status}`)}
        </span>
      </div>
      <p role={isFlagged ? 'alert' : undefined} className="text-sm text-slate-700">
        {t(`massBalance.statusDetail.${status}`, limits)}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-medium text-slate-900">{t('massBalance.inputs')}</dt>
          {inputs ? (
            <dd className="space-y-0.5 text-slate-700 tabular-nums">
              <span className="block">
                {t('massBalance.freshTonnes', { value: formatTonnes(inputs.freshTonnes, language) })}
              </span>
              <span className="block">
                {t('massBalance.volatileSolids', { value: formatEnergy(inputs.volatileSolidsKg, language) })}
              </span>
              <span className="block">
                {t('massBalance.expectedMethane', {
                  value: formatMethane(inputs.expectedMethaneNm3, language),
                })}
              </span>
              <span className="block">
                {t('massBalance.expectedEnergy', {
                  value: formatEnergy(inputs.expectedEnergyKwhPcs, language),
                })}
              </span>
              <span className="block text-xs text-slate-600">
                {t('massBalance.daysFed', { count: inputs.daysFed })}
              </span>
              {inputs.incompleteEntryCount > 0 && (
                <span className="block text-xs text-amber-900">
                  {t('massBalance.incompleteEntries', { count: inputs.incompleteEntryCount })}
                </span>
              )}
            </dd>
          ) : (
            <dd className="text-slate-600">{t('massBalance.noInputs')}</dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('massBalance.outputs')}</dt>
          {outputs ? (
            <dd className="space-y-0.5 text-slate-700 tabular-nums">
              <span className="block">
                {t('massBalance.biogas', { value: formatEnergy(outputs.biogasM3, language) })}
              </span>
              {outputs.biomethaneNm3 !== null && (
                <span className="block">
                  {t('massBalance.biomethane', { value: formatMethane(outputs.biomethaneNm3, language) })}
                </span>
              )}
              {outputs.electricityKwh !== null && (
                <span className="block">
                  {t('massBalance.electricity', { value: formatEnergy(outputs.electricityKwh, language) })}
                </span>
              )}
              {outputs.measuredMethaneNm3 !== null && outputs.energyKwhPcs !== null ? (
                <>
                  <span className="block">
                    {t('massBalance.measuredMethane', {
                      value: formatMethane(outputs.measuredMethaneNm3, language),
                    })}
                  </span>
                  <span className="block">
                    {t('massBalance.outputEnergy', { value: formatEnergy(outputs.energyKwhPcs, language) })}
                  </span>
                </>
              ) : (
                <span className="block text-amber-900">{t('massBalance.noMethaneMeasure')}</span>
              )}
              <span className="block text-xs text-slate-600">
                {t('massBalance.daysLogged', { count: outputs.daysLogged })}
              </span>
            </dd>
          ) : (
            <dd className="text-slate-600">{t('massBalance.noOutputs')}</dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('massBalance.digestate')}</dt>
          {digestate ? (
            <dd className="space-y-0.5 text-slate-700 tabular-nums">
              <span className="block">
                {t('massBalance.digestateTonnes', {
                  value: formatTonnes(digestate.calculatedTonnes, language),
                })}
              </span>
              <span className="block text-xs text-slate-600">
                {t('massBalance.digestateDetail', {
                  biogas: formatTonnes(digestate.biogasMassTonnes, language),
                  density: formatTonnes(digestate.densityKgPerM3, language),
                })}
              </span>
            </dd>
          ) : (
            <dd className="text-slate-600">{t('massBalance.digestateUnknown')}</dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('massBalance.gap')}</dt>
          {gap ? (
            <dd className="space-y-0.5 text-slate-700 tabular-nums">
              <span className="block font-semibold text-slate-900">
                {t('massBalance.gapRatio', { ratio: formatPercent(gap.ratioPct, language) })}
              </span>
              <span className="block">
                {t('massBalance.gapKwh', {
                  value: `${gap.kwh > 0 ? '+' : ''}${formatEnergy(gap.kwh, language)}`,
                })}
              </span>
            </dd>
          ) : (
            <dd className="text-slate-600">{t(`massBalance.status.${status}`)}</dd>
          )}
        </div>
      </dl>
    </Card>
  );
}
