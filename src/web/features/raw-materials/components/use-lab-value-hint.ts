import { useTranslation } from '../../../lib/i18n/use-translation';
import { FEEDSTOCK_SOURCES } from '../../../../shared/domain/feedstock-defaults';
import { formatAnalysisValue } from '../../../lib/analysis-format';
import { labValueDefault, type TLabValueField } from '../lib/lab-value-defaults';

/**
 * The hint of a lab field: the default that applies when it is left empty, with its source
 * ("Par défaut : 65 % d'humidité, soit 35 % MS (source : LfL Bayern…)"), or why there is none.
 */
export function useLabValueHint(): (referenceKey: string, field: TLabValueField) => string {
  const { t, i18n } = useTranslation('rawMaterials');
  const format = (value: number) => formatAnalysisValue(value, i18n.language);

  return (referenceKey, field) => {
    const found = labValueDefault(referenceKey, field);
    switch (found.kind) {
      case 'noReference':
        return t('form.hints.noReference');
      case 'noCarbonNitrogen':
        return t('form.hints.noCarbonNitrogen');
      case 'noSafeDefault':
        return t(found.isBmp ? 'form.hints.noSafeBmp' : 'form.hints.noSafeValue');
      case 'default': {
        const source = FEEDSTOCK_SOURCES[found.sourceKey];
        const text = t(`form.hints.${field}`, {
          value: format(found.value),
          humidity: format(found.value),
          dryMatter: format(found.dryMatterPct ?? 0),
          source,
        });
        return found.isLabAdvised ? `${text}. ${t('form.hints.labAdvised')}` : text;
      }
    }
  };
}
