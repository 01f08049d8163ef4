import { useTranslation } from '../../../lib/i18n/use-translation';
import { ANALYSIS_VALUE_KEYS } from '../../../../shared/domain/feedstock-defaults';
import type { LotAnalysis } from '../../../../shared/domain/feedstock-analysis';
import { OriginBadge } from './origin-badge';
import { useResolvedValueText } from './use-resolved-value-text';

/** The four analysis values of a lot, each with its origin: "35 % MS · défaut (LfL Bayern 2022)". */
export function AnalysisValueList({
  lot,
}: {
  lot: Pick<LotAnalysis, (typeof ANALYSIS_VALUE_KEYS)[number] | 'name'>;
}) {
  const { t } = useTranslation('rawMaterials');
  const textOf = useResolvedValueText();
  return (
    <ul className="space-y-1 text-sm" aria-label={t('card.analysisValues', { name: lot.name })}>
      {ANALYSIS_VALUE_KEYS.map((key) => {
        const resolved = lot[key];
        const text = textOf(key, resolved);
        return (
          <li key={key} className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
            <span className="font-medium text-slate-900">{text.value}</span>
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <OriginBadge origin={resolved.origin} text={text.origin} citation={text.citation} />
          </li>
        );
      })}
    </ul>
  );
}
