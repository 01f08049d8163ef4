import {
  GHG_APPROXIMATE_TYPES,
  GHG_PATHWAY_OF_TYPE,
} from '../../../../shared/domain/regulation/ghg/ghg-pathways';
import { RAW_MATERIAL_TYPES } from '../../../../shared/domain/feedstock-defaults';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Which Annex VI pathway each lot type is counted under, "à vérifier" where it is an approximation. */
export function GhgPathwayMapping() {
  const { t } = useTranslation('ghg');
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('pathways.mapping')}</h2>
      <p className="text-sm text-slate-700">{t('pathways.mappingHelp')}</p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {RAW_MATERIAL_TYPES.map((type) => (
          <li key={type} className="flex flex-wrap items-center gap-2">
            <span className="text-slate-900">{t(`pathways.types.${type}`)}</span>
            <span aria-hidden="true">→</span>
            <span className="font-medium text-slate-900">{t(`pathways.${GHG_PATHWAY_OF_TYPE[type]}`)}</span>
            {GHG_APPROXIMATE_TYPES.includes(type) && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {t('values.toCheck')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
