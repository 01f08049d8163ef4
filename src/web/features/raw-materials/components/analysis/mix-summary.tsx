import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { Card } from '../../../../components/ui/card';
import {
  formatEnergy,
  formatMethane,
  formatTonnes,
  formatYieldFactor,
} from '../../../../lib/analysis-format';

interface Figure {
  key: string;
  label: string;
  value: string;
  note?: string;
  isHighlighted?: boolean;
}

/**
 * The planned mix in figures: fresh tonnes of every lot; dry matter, volatile solids, methane and energy of
 * the complete lots (the page lists the others).
 */
export function MixSummary({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const { totals } = analysis;
  const language = i18n.language;
  const unit = (name: string, value: string) => t(`analysisPage.summary.units.${name}`, { value });

  const figures: Figure[] = [
    {
      key: 'fresh',
      label: t('analysisPage.summary.freshTonnes'),
      value: unit('tFm', formatTonnes(analysis.freshTonnesAllLots, language)),
    },
    {
      key: 'dm',
      label: t('analysisPage.summary.dryMatterTonnes'),
      value: unit('tDm', formatTonnes(totals.dryMatterTonnes, language)),
    },
    {
      key: 'vs',
      label: t('analysisPage.summary.volatileSolidsTonnes'),
      value: unit('tVs', formatTonnes(totals.volatileSolidsTonnes, language)),
    },
    {
      key: 'methaneLab',
      label: t('analysisPage.summary.methaneLab'),
      value: unit('nm3', formatMethane(totals.methaneLabNm3, language)),
    },
    {
      key: 'methaneAtPlant',
      label: t('analysisPage.summary.methaneAtPlant'),
      value: unit('nm3', formatMethane(totals.methaneAtPlantNm3, language)),
      note: t('analysisPage.summary.yieldNote', {
        factor: formatYieldFactor(analysis.yieldFactor, language),
      }),
      isHighlighted: true,
    },
    {
      key: 'pci',
      label: t('analysisPage.summary.energyPci'),
      value: unit('kwh', formatEnergy(totals.energyKwhPci, language)),
    },
    {
      key: 'pcs',
      label: t('analysisPage.summary.energyPcs'),
      value: unit('kwh', formatEnergy(totals.energyKwhPcs, language)),
    },
  ];
  const hasIncomplete = analysis.incompleteLotIds.length > 0;

  return (
    <section aria-labelledby="mix-summary-title" className="space-y-3">
      <h2 id="mix-summary-title" className="text-lg font-semibold text-slate-900">
        {t('analysisPage.summary.title', { year: analysis.year })}
      </h2>
      <p className="text-sm text-slate-700">{t('analysisPage.summary.period', { year: analysis.year })}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card
            key={figure.key}
            className={figure.isHighlighted ? 'border-emerald-300 bg-emerald-50 p-3 sm:p-4' : 'p-3 sm:p-4'}
          >
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-lg font-bold break-words text-slate-900 tabular-nums sm:text-xl">
              {figure.value}
            </dd>
            {figure.note && <dd className="text-xs text-slate-600">{figure.note}</dd>}
          </Card>
        ))}
      </dl>
      {hasIncomplete && (
        <p className="text-sm text-amber-900">
          {t('analysisPage.summary.counted', {
            count: totals.lotCount,
            total: analysis.lots.length,
            tonnes: formatTonnes(totals.freshTonnes, language),
            allTonnes: formatTonnes(analysis.freshTonnesAllLots, language),
          })}
        </p>
      )}
      <p className="text-xs text-slate-600">{t('analysisPage.summary.energyNote')}</p>
    </section>
  );
}
