import { useId, useState } from 'react';
import type { TGhgPeriodResult, TGhgReport } from '../../../../shared/contracts/ghg';
import { GHG_TERM_KEYS } from '../../../../shared/domain/regulation/ghg/pathway-emissions';
import { GHG_BASES, type TGhgBasis } from '../../../../shared/domain/regulation/ghg/ghg-values';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  formatEmission,
  formatMonth,
  formatRatio,
  formatSavings,
  formatThreshold,
  formatTonnes,
} from '../lib/ghg-format';
import { GhgThresholdText } from './ghg-threshold-text';

type Formats = ReturnType<typeof useFormats>;

function useFormats() {
  const { i18n } = useTranslation('ghg');
  const language = i18n.language;
  return {
    emission: (value: number) => formatEmission(value, language),
    ratio: (value: number) => formatRatio(value, language),
    savings: (value: number) => formatSavings(value, language),
    threshold: (value: number) => formatThreshold(value, language),
    tonnes: (value: number) => formatTonnes(value, language),
  };
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 1: the inputs of each pathway and the co-digestion weighting. */
function InputsStep({ result, formats }: { result: TGhgPeriodResult; formats: Formats }) {
  const { t } = useTranslation('ghg');
  return (
    <section className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('steps.inputs')}</h3>
      <div className="grid gap-3 md:grid-cols-3">
        {result.weights.map((line) => (
          <div key={line.pathway} className="space-y-2 rounded-md border border-slate-200 p-3">
            <h4 className="text-sm font-semibold text-slate-900">{t(`pathways.${line.pathway}`)}</h4>
            <Rows
              rows={[
                [t('steps.tonnes'), formats.tonnes(line.tonnes)],
                [t('steps.massShare'), formats.ratio(line.massShare)],
                [t('steps.actualMoisture'), formats.ratio(line.actualMoisture)],
                [t('steps.standardMoisture'), formats.ratio(line.standardMoisture)],
                [t('steps.biogasYield'), formats.ratio(line.biogasYield)],
                [t('steps.weight'), formats.ratio(line.weight)],
                [t('steps.weightedYield'), formats.ratio(line.weightedYield)],
                [t('steps.share'), formats.ratio(line.share)],
              ]}
            />
            <p className="text-xs text-slate-600">
              {t('steps.measured', {
                measured: formats.tonnes(line.measuredTonnes),
                total: formats.tonnes(line.tonnes),
              })}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Steps 2 to 4 on one basis: each pathway's terms and Eₙ, E, the energy delivered, EF, savings, threshold. */
function EmissionSteps({
  result,
  basis,
  formats,
}: {
  result: TGhgPeriodResult;
  basis: TGhgBasis;
  formats: Formats;
}) {
  const { t } = useTranslation('ghg');
  const figures = result[basis];
  if (!figures) return null;
  const gasUnit = t(
    result.conversion.endUse === 'biomethane_injection' ? 'steps.gasUnitBiomethane' : 'steps.gasUnitBiogas',
  );
  const conversion = result.conversion;
  return (
    <>
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900">
          {t('steps.emissions', { basis: t(`summary.basis.${basis}`) })}
        </h3>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="ghg-terms">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <span className="sr-only">{t('values.value')}</span>
                </th>
                {figures.pathways.map((line) => (
                  <th key={line.pathway} scope="col" className="px-2 py-2 text-right font-medium">
                    {t(`pathways.${line.pathway}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Σ Sₙ·…
                </th>
              </tr>
            </thead>
            <tbody>
              {GHG_TERM_KEYS.map((term) => (
                <tr key={term} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
                    {t(`steps.terms.${term}`)}
                  </th>
                  {figures.pathways.map((line) => (
                    <td key={line.pathway} className="px-2 py-1.5 text-right tabular-nums">
                      {formats.emission(line.terms[term])}
                    </td>
                  ))}
                  <td className="py-1.5 pl-2 text-right tabular-nums">
                    {formats.emission(figures.weightedTerms[term])}
                  </td>
                </tr>
              ))}
              <tr className="border-b border-slate-100 font-semibold">
                <th scope="row" className="py-1.5 pr-2 text-slate-900">
                  {t('steps.emission')}
                </th>
                {figures.pathways.map((line) => (
                  <td key={line.pathway} className="px-2 py-1.5 text-right tabular-nums">
                    {formats.emission(line.emission)}
                  </td>
                ))}
                <td className="py-1.5 pl-2" />
              </tr>
              <tr className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
                  Sₙ
                </th>
                {figures.pathways.map((line) => (
                  <td key={line.pathway} className="px-2 py-1.5 text-right tabular-nums">
                    {formats.ratio(line.share)}
                  </td>
                ))}
                <td className="py-1.5 pl-2" />
              </tr>
              <tr>
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
                  {t('steps.weightedEmission')}
                </th>
                {figures.pathways.map((line) => (
                  <td key={line.pathway} className="px-2 py-1.5 text-right tabular-nums">
                    {formats.emission(line.weightedEmission)}
                  </td>
                ))}
                <td className="py-1.5 pl-2 text-right font-semibold tabular-nums">
                  {formats.emission(figures.gasEmission)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-600">{t('steps.zeroTerms')}</p>
        <Rows rows={[[t('steps.gasEmission'), `${formats.emission(figures.gasEmission)} ${gasUnit}`]]} />
      </section>
      {conversion.endUse !== 'biomethane_injection' && (
        <section className="space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {t('steps.conversion')}
          </h3>
          <p className="text-sm text-slate-700">
            {conversion.endUse === 'electricity'
              ? t('steps.electricity', {
                  carnot: formats.ratio(conversion.carnotShareHeat),
                  etaEl: formats.ratio(conversion.electricalEfficiency),
                  etaH: formats.ratio(conversion.usefulHeatEfficiency),
                })
              : t('steps.heat', { etaH: formats.ratio(conversion.heatEfficiency) })}
          </p>
          <Rows rows={[[t('steps.finalEmission'), `${formats.emission(figures.emission)} gCO2eq/MJ`]]} />
        </section>
      )}
      <section className="space-y-2 rounded-md bg-slate-50 p-3">
        <Rows
          rows={[
            [t('steps.comparator'), `${formats.emission(result.comparator)} gCO2eq/MJ`],
            [
              t('steps.savings'),
              `(${formats.emission(result.comparator)} − (${formats.emission(figures.emission)})) / ${formats.emission(result.comparator)} = ${formats.savings(figures.savings)}`,
            ],
          ]}
        />
        {result.threshold.status === 'applies' && (
          <p className="text-sm text-slate-800">
            {t('summary.threshold', { value: formats.threshold(result.threshold.minimumSavings) })}{' '}
            <GhgThresholdText threshold={result.threshold} /> —{' '}
            <strong>{t(figures.meetsThreshold ? 'summary.met' : 'summary.missed')}</strong>
          </p>
        )}
      </section>
    </>
  );
}

/** The calculation step by step for the year or a chosen month, on the declared basis or the other one. */
export function GhgSteps({ report }: { report: TGhgReport }) {
  const { t, i18n } = useTranslation('ghg');
  const formats = useFormats();
  const id = useId();
  const [period, setPeriod] = useState('year');
  const [basis, setBasis] = useState<TGhgBasis>(report.total.declaredBasis);
  const result =
    period === 'year'
      ? report.total
      : (report.months.find((line) => String(line.month) === period)?.result ?? null);

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('steps.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-period`}
          name="period"
          label={t('steps.period')}
          value={period}
          options={[
            { value: 'year', label: t('steps.wholeYear', { year: report.year }) },
            ...report.months.map((line) => ({
              value: String(line.month),
              label: formatMonth(report.year, line.month, i18n.language),
            })),
          ]}
          onChange={(event) => {
            setPeriod(event.target.value);
          }}
        />
        <SelectField
          id={`${id}-basis`}
          name="stepsBasis"
          label={t('summary.basis.label')}
          value={basis}
          options={GHG_BASES.map((value) => ({ value, label: t(`summary.basis.${value}`) }))}
          onChange={(event) => {
            setBasis(event.target.value as TGhgBasis);
          }}
        />
      </div>
      {result === null || result.status !== 'calculated' ? (
        <p className="text-slate-700">{t('steps.noData')}</p>
      ) : (
        <div className="space-y-5" data-testid="ghg-steps">
          <InputsStep result={result} formats={formats} />
          <EmissionSteps result={result} basis={basis} formats={formats} />
        </div>
      )}
    </Card>
  );
}
