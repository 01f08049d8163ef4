import { useTranslation } from '../../lib/i18n/use-translation';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { TMainCropRule } from '../../../shared/contracts/raw-materials';
import { Card } from '../ui/card';
import { formatPercent, formatTonnes } from '../../lib/analysis-format';
import { MainCropYearsTable } from './main-crop-years-table';
import { ShareGauge } from './share-gauge';

/**
 * The French main-crop cap (décret 2016-929) for the analysed calendar year: the year's share counted both ways
 * (CIVE and permanent grassland in the denominator or not), the two years before and the three-year average
 * that lets a year exceed the cap, and a warning with the rule's reference when the year does not comply.
 */
export function MainCropCap({ rule }: { rule: TMainCropRule }) {
  const { t, i18n } = useTranslation('rawMaterials');
  const language = i18n.language;
  const cap = formatPercent(rule.capPercent, language);
  const current = rule.years[rule.years.length - 1];
  const isYearOver = rule.isYearOverCapOfAllInputs || rule.isYearOverCapExcludingCive;
  const isCompliant = rule.isCompliantOfAllInputs && rule.isCompliantExcludingCive;
  const shares = [
    {
      key: 'all',
      label: t('analysis.mainCrop.shareOfAllInputs'),
      value: current?.shareOfAllInputsPct ?? null,
      isOver: rule.isYearOverCapOfAllInputs,
    },
    {
      key: 'excludingCive',
      label: t('analysis.mainCrop.shareExcludingCive'),
      value: current?.shareExcludingCivePct ?? null,
      isOver: rule.isYearOverCapExcludingCive,
    },
  ];

  return (
    <section aria-labelledby="main-crop-title">
      <Card className="space-y-4 p-4 sm:p-5">
        <h2 id="main-crop-title" className="text-lg font-semibold text-slate-900">
          {t('analysisPage.mainCrop.titleYear', { year: rule.year })}
        </h2>
        <p className="text-sm text-slate-700">{t('analysisPage.mainCrop.intro', { cap: rule.capPercent })}</p>
        <ul className="space-y-4">
          {shares.map((share) => (
            <li key={share.key} className="space-y-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="text-sm font-medium text-slate-900">{share.label}</span>
                <span className="flex items-center gap-2">
                  <span className="text-lg font-bold text-slate-900 tabular-nums">
                    {share.value === null
                      ? t('analysisPage.mainCrop.notComputable')
                      : t('analysisPage.mainCrop.share', {
                          value: formatPercent(share.value, language),
                          cap,
                        })}
                  </span>
                  {share.value !== null && (
                    <span
                      className={
                        share.isOver
                          ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
                          : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                      }
                    >
                      {share.isOver
                        ? t('analysisPage.mainCrop.overBadge')
                        : t('analysisPage.mainCrop.underBadge')}
                    </span>
                  )}
                </span>
              </div>
              {share.value !== null && (
                <ShareGauge percent={share.value} capPercent={rule.capPercent} isOver={share.isOver} />
              )}
            </li>
          ))}
        </ul>
        {current && (
          <p className="text-xs text-slate-600">
            {t('analysisPage.mainCrop.tonnes', {
              mainCrop: formatTonnes(current.mainCropFreshTonnes, language),
              exempt: formatTonnes(current.exemptFreshTonnes, language),
              all: formatTonnes(current.allFreshTonnes, language),
            })}
          </p>
        )}
        <MainCropYearsTable rule={rule} />
        {!isCompliant ? (
          <div
            role="alert"
            className="flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
          >
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="space-y-1 text-sm">
              <p className="font-semibold">
                {t('analysis.mainCrop.overCap', { cap: rule.capPercent, rule: rule.ruleReference })}
              </p>
              {rule.isCompliantOfAllInputs && <p>{t('analysisPage.mainCrop.overOnlyExcludingCive')}</p>}
              <p>{t('analysisPage.mainCrop.overDetail', { cap: rule.capPercent })}</p>
            </div>
          </div>
        ) : isYearOver ? (
          <p
            role="status"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              {t('analysisPage.mainCrop.overYearAverageOk', { cap: rule.capPercent, year: rule.year })}
            </span>
          </p>
        ) : (
          <p className="flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">
                {t('analysis.mainCrop.underCap', { cap: rule.capPercent })}
              </span>
              {'. '}
              {t('analysisPage.mainCrop.okDetail')}
            </span>
          </p>
        )}
        <p className="text-xs text-slate-600">
          {t('analysisPage.mainCrop.scope', { rule: rule.ruleReference })}
        </p>
      </Card>
    </section>
  );
}
