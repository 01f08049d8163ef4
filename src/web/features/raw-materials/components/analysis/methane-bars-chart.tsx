import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { Card } from '../../../../components/ui/card';
import { formatMethane } from '../../../../lib/analysis-format';

const rowHeight = 44;
const barHeight = 14;
/** Longer names are cut in the drawing; the table and the label give them whole. */
const maxNameLength = 26;

function shortName(name: string): string {
  return name.length > maxNameLength ? `${name.slice(0, maxNameLength - 1)}…` : name;
}

/**
 * Methane at lab potential per complete lot, largest first, as horizontal SVG bars. Positions are in percent
 * of the width, so the bars fit any screen while the text keeps its size.
 */
export function MethaneBarsChart({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const rows = analysis.lots
    .flatMap((lot) =>
      lot.methaneLabNm3 === null ? [] : [{ id: lot.id, name: lot.name, value: lot.methaneLabNm3 }],
    )
    .sort((a, b) => b.value - a.value);
  const max = Math.max(0, ...rows.map((row) => row.value));
  const format = (value: number) => `${formatMethane(value, i18n.language)} Nm³`;
  const label = t('analysisPage.charts.methaneLabel', {
    items: rows
      .map((row) => t('analysisPage.charts.item', { name: row.name, value: format(row.value) }))
      .join(t('analysisPage.charts.separator')),
  });

  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-slate-900">{t('analysisPage.charts.methaneTitle')}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('analysisPage.charts.noMethane')}</p>
      ) : (
        <svg
          role="img"
          aria-label={label}
          className="block w-full overflow-visible text-slate-900"
          height={rows.length * rowHeight}
        >
          {rows.map((row, index) => {
            const top = index * rowHeight;
            const width = max > 0 ? Math.max(0.5, (row.value / max) * 100) : 0;
            return (
              <g key={row.id}>
                <text x="0" y={top + 14} className="fill-slate-800 text-[13px]">
                  {shortName(row.name)}
                </text>
                <text
                  x="100%"
                  y={top + 14}
                  textAnchor="end"
                  className="fill-slate-900 text-[13px] font-semibold"
                >
                  {format(row.value)}
                </text>
                <rect x="0" y={top + 20} width="100%" height={barHeight} rx="3" className="fill-slate-100" />
                <rect
                  x="0"
                  y={top + 20}
                  width={`${String(width)}%`}
                  height={barHeight}
                  rx="3"
                  className="fill-emerald-600"
                />
              </g>
            );
          })}
        </svg>
      )}
    </Card>
  );
}
