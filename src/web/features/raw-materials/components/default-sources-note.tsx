import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  FEEDSTOCK_SOURCES,
  FEEDSTOCK_SOURCES_WITH_METHOD,
  type TFeedstockSourceKey,
} from '../../../../shared/domain/feedstock-defaults';

type TSourceWithMethod = (typeof FEEDSTOCK_SOURCES_WITH_METHOD)[number];
const hasMethod = (key: TFeedstockSourceKey): key is TSourceWithMethod =>
  (FEEDSTOCK_SOURCES_WITH_METHOD as readonly string[]).includes(key);

/**
 * The full citations behind the short source names of the cards and the table ("LfL Bayern 2022"), titles as
 * published, and how a derived figure is computed, in the user's language.
 */
export function DefaultSourcesNote({ sourceKeys }: { sourceKeys: readonly TFeedstockSourceKey[] }) {
  const { t } = useTranslation('rawMaterials');
  return (
    <details className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">
        {t('sources.title')}
      </summary>
      <dl className="mt-2 space-y-2">
        {sourceKeys.map((key) => (
          <div key={key}>
            <dt className="font-medium text-slate-900">{t(`sources.short.${key}`)}</dt>
            <dd>{FEEDSTOCK_SOURCES[key]}</dd>
            {hasMethod(key) && <dd>{t(`sources.method.${key}`)}</dd>}
          </div>
        ))}
      </dl>
    </details>
  );
}
