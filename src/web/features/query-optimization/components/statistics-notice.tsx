import { Info } from 'lucide-react';
import type { TQueryStatistics } from '../../../../shared/contracts/query-optimization';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Unavailable = Extract<TQueryStatistics, { available: false }>;

/** Why no statement is listed, and what to configure on the server for the page to have them. */
export function StatisticsNotice({ statistics }: { statistics: Unavailable }) {
  const { t } = useTranslation('queryOptimization');
  return (
    <Card className="space-y-3 p-4 sm:p-6" role="status">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Info className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
        {t(`notice.${statistics.problem}.title`)}
      </p>
      <p className="text-sm text-slate-700">{t(`notice.${statistics.problem}.text`)}</p>
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs text-slate-800">
        {t(`notice.${statistics.problem}.configuration`)}
      </pre>
    </Card>
  );
}
