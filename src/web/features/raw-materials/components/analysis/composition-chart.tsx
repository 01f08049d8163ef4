import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatPercent, formatTonnes } from '../../../../lib/analysis-format';
import { categoryColours } from '../../lib/category-colours';
import { compositionSlices, type CompositionSlice } from '../../lib/composition-slices';

/** The mix by category as one stacked SVG bar (main crops in amber), with its legend and figures. */
export function CompositionChart({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const language = i18n.language;
  const slices = compositionSlices(analysis);
  const itemOf = (slice: CompositionSlice) =>
    t('analysisPage.charts.compositionItem', {
      name: t(`values.category.${slice.category}`),
      tonnes: formatTonnes(slice.tonnes, language),
      share: formatPercent(slice.percent, language),
    });
  const label = t('analysisPage.charts.compositionLabel', {
    items: slices.map(itemOf).join(t('analysisPage.charts.separator')),
  });

  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-slate-900">{t('analysisPage.charts.compositionTitle')}</h3>
      <svg role="img" aria-label={label} className="block h-8 w-full">
        <rect x="0" y="0" width="100%" height="32" rx="4" className="fill-slate-100" />
        {slices.map((slice) => (
          <rect
            key={slice.category}
            x={`${String(slice.offset)}%`}
            y="0"
            width={`${String(slice.percent)}%`}
            height="32"
            className={cn(categoryColours[slice.category].fill, 'stroke-white')}
            strokeWidth="1"
          />
        ))}
      </svg>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {slices.map((slice) => (
          <li key={slice.category} className="flex items-center gap-2">
            <span
              className={cn('h-3 w-3 shrink-0 rounded-sm', categoryColours[slice.category].swatch)}
              aria-hidden="true"
            />
            <span className="text-slate-800">{itemOf(slice)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
