import { useTranslation } from '../../lib/i18n/use-translation';
import type { TMainCropRule } from '../../../shared/contracts/raw-materials';
import { formatPercent, formatTonnes } from '../../lib/analysis-format';

/** The main-crop share of the analysed year and the two before it, both ways, and their three-year average. */
export function MainCropYearsTable({ rule }: { rule: TMainCropRule }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const language = i18n.language;
  const share = (pct: number | null) =>
    pct === null ? t('analysisPage.mainCrop.noInput') : formatPercent(pct, language);

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-sm font-medium text-slate-900">
          {t('analysisPage.mainCrop.yearsCaption')}
        </caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('analysisPage.mainCrop.yearColumn')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('analysisPage.mainCrop.tonnesColumn')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('analysisPage.mainCrop.allInputsColumn')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('analysisPage.mainCrop.excludingCiveColumn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {rule.years.map((year) => (
            <tr key={year.year}>
              <th scope="row" className="py-1 pr-3 font-medium">
                {year.year}
              </th>
              <td className="py-1 pr-3">
                {t('analysisPage.summary.units.tFm', { value: formatTonnes(year.allFreshTonnes, language) })}
                <span className="block text-xs text-slate-600">
                  {year.source === 'feed-log'
                    ? t('analysisPage.mainCrop.sourceFeedLog')
                    : t('analysisPage.mainCrop.sourceDeliveries')}
                </span>
              </td>
              <td className="py-1 pr-3">{share(year.shareOfAllInputsPct)}</td>
              <td className="py-1">{share(year.shareExcludingCivePct)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="py-1 pr-3">
              {t('analysisPage.mainCrop.averageRow', { count: rule.averageOfAllInputs.yearsCounted })}
            </th>
            <td className="py-1 pr-3" />
            <td className="py-1 pr-3">{share(rule.averageOfAllInputs.pct)}</td>
            <td className="py-1">{share(rule.averageExcludingCive.pct)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
