import { Lightbulb } from 'lucide-react';
import type { TAdvisory } from '../../../../shared/contracts/advisory';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** No advice: what the rules read, so the operator knows which records make the advisory speak. */
export function AdvisoryEmptyState({ inputs }: { inputs: TAdvisory['inputs'] }) {
  const { t } = useTranslation('advisory');
  const needs = [
    t('empty.fosTac', { count: inputs.fosTacReadings }),
    t('empty.feed', { count: inputs.feedDays }),
    t('empty.carbon'),
    t('empty.stock'),
    t('empty.maintenance'),
    t('empty.mainCrop'),
    t('empty.weather'),
  ];
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lightbulb className="h-5 w-5 text-emerald-700" aria-hidden="true" />
        {t('empty.title')}
      </h2>
      <p className="text-slate-700">{t('empty.body')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
    </Card>
  );
}
