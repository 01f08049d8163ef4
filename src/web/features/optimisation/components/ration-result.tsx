import { LoaderCircle } from 'lucide-react';
import { MIN_FED_TONNES_PER_DAY, type TRationAnswer } from '../../../../shared/contracts/optimisation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RationFormats } from './use-ration-formats';

type TOptimal = Extract<TRationAnswer['result'], { status: 'optimal' }>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The proposed ration: tonnes per lot, what it gives, what limits it, and "Appliquer". */
export function RationResult({
  result,
  horizonDays,
  lotName,
  formats,
  isApplying,
  onApply,
}: {
  result: TOptimal;
  horizonDays: number;
  lotName: (id: string) => string;
  formats: RationFormats;
  isApplying: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation('optimisation');
  const lines = result.lines.filter((line) => line.tonnesPerDay >= MIN_FED_TONNES_PER_DAY);
  const optional = (value: number | null, text: (shown: string) => string) =>
    value === null ? t('result.unknown') : text(formats.one(value));
  const { carbonNitrogen } = result;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('result.title')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('result.lot')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('result.perDay')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('result.overHorizon', { days: formats.whole(horizonDays) })}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('result.share')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {lines.map((line) => (
              <tr key={line.feedstockId}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {lotName(line.feedstockId)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formats.tonnes(line.tonnesPerDay)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formats.tonnes(line.tonnesOverHorizon)}
                </td>
                <td className="py-2 text-right tabular-nums">{formats.one(line.shareOfFreshPct)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t('result.methane')}
          value={t('result.methaneValue', { value: formats.whole(result.methaneNm3PerDay) })}
        />
        <Figure
          label={t('result.energy')}
          value={t('result.energyValue', {
            pci: formats.whole(result.energyKwhPciPerDay),
            pcs: formats.whole(result.energyKwhPcsPerDay),
          })}
        />
        {result.costEurPerDay !== null && (
          <Figure
            label={t('result.cost')}
            value={t('result.costValue', { value: formats.one(result.costEurPerDay) })}
          />
        )}
        <Figure
          label={t('result.dryMatter')}
          value={optional(result.mixDryMatterPct, (shown) => `${shown} %`)}
        />
        <Figure label={t('result.carbonNitrogen')} value={optional(carbonNitrogen.ratio, (shown) => shown)} />
        <Figure
          label={t('result.olr')}
          value={t('result.olrValue', { value: formats.one(result.organicLoadingRateKgVsPerM3Day) })}
        />
        <Figure
          label={t('result.hrt')}
          value={optional(result.hydraulicRetentionDays, (shown) => t('result.hrtValue', { value: shown }))}
        />
        {result.mainCropSharePct !== null && (
          <Figure label={t('result.mainCrop')} value={`${formats.one(result.mainCropSharePct)} %`} />
        )}
      </dl>
      <div className="space-y-1">
        <h3 className="font-semibold text-slate-900">{t('result.bindingTitle')}</h3>
        {result.bindingConstraints.length === 0 ? (
          <p className="text-sm text-slate-700">{t('result.noBinding')}</p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {result.bindingConstraints.map((binding) => (
              <li key={`${binding.code}-${binding.feedstockId ?? ''}`}>
                {t(`result.binding.${binding.code}`, {
                  value: formats.one(binding.value),
                  limit: formats.one(binding.limit),
                  name: binding.feedstockId ? lotName(binding.feedstockId) : '',
                })}
              </li>
            ))}
          </ul>
        )}
        {carbonNitrogen.shortfall && carbonNitrogen.shortfall.belowMinPoints > 0 && (
          <p className="text-sm text-amber-800">
            {t('result.shortfallBelow', {
              count: carbonNitrogen.shortfall.belowMinPoints,
              points: formats.one(carbonNitrogen.shortfall.belowMinPoints),
            })}
          </p>
        )}
        {carbonNitrogen.shortfall && carbonNitrogen.shortfall.aboveMaxPoints > 0 && (
          <p className="text-sm text-amber-800">
            {t('result.shortfallAbove', {
              count: carbonNitrogen.shortfall.aboveMaxPoints,
              points: formats.one(carbonNitrogen.shortfall.aboveMaxPoints),
            })}
          </p>
        )}
        {carbonNitrogen.uncheckedFeedstockIds.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('result.unchecked', { names: carbonNitrogen.uncheckedFeedstockIds.map(lotName).join(', ') })}
          </p>
        )}
      </div>
      <Button onClick={onApply} disabled={isApplying || lines.length === 0} className="w-full sm:w-auto">
        {isApplying && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isApplying ? t('result.applying') : t('result.apply')}
      </Button>
    </Card>
  );
}
