import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAnalysisValueKey } from '../../../../shared/domain/feedstock-defaults';
import { FEEDSTOCK_SOURCES } from '../../../../shared/domain/feedstock-defaults';
import type { ResolvedValue } from '../../../../shared/domain/feedstock-analysis';
import { formatAnalysisValue } from '../../../lib/analysis-format';

export interface ResolvedValueText {
  /** "35 % MS", or "BMP inconnu". */
  value: string;
  /** "labo", "défaut (LfL Bayern 2022)", "défaut à vérifier (GTZ Biogas Digest)", "à analyser". */
  origin: string;
  /** The full citation of a default, for a tooltip and assistive technology. */
  citation: string | null;
}

/** How an analysis value and its origin read on a card or in the table (the lab wins over the default). */
export function useResolvedValueText(): (
  key: TAnalysisValueKey,
  resolved: ResolvedValue,
) => ResolvedValueText {
  const { t, i18n } = useTranslation('rawMaterials');
  return (key, resolved) => {
    if (resolved.origin === 'missing') {
      return {
        value: t(`analysis.valueMissing.${key}`),
        origin: t('analysis.originShort.missing'),
        citation: null,
      };
    }
    const value = t(`analysis.valueText.${key}`, {
      value: formatAnalysisValue(resolved.value, i18n.language),
    });
    if (resolved.origin === 'lab') return { value, origin: t('analysis.originShort.lab'), citation: null };
    const label = resolved.isCheck ? t('analysis.checkDefaultShort') : t('analysis.originShort.default');
    return {
      value,
      origin: `${label} (${t(`sources.short.${resolved.sourceKey}`)})`,
      citation: FEEDSTOCK_SOURCES[resolved.sourceKey],
    };
  };
}
