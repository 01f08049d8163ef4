import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { Card } from '../../../components/ui/card';

type FirstSteps = TDashboard['firstSteps'];

/** The first useful actions of a new plant, in the order an operator sets the plant up. */
const steps: readonly { key: string; isDone: (steps: FirstSteps) => boolean; to: string }[] = [
  { key: 'maintenance', isDone: (s) => s.hasMaintenancePlan, to: '/dashboard/maintenance' },
  { key: 'stock', isDone: (s) => s.hasStockItems, to: '/dashboard/stock/add' },
  { key: 'rawMaterials', isDone: (s) => s.hasRawMaterials, to: '/dashboard/raw-materials' },
  { key: 'agenda', isDone: (s) => s.hasAgendaTasks, to: '/dashboard/agenda/add' },
  { key: 'budget', isDone: (s) => s.hasInvoices, to: '/dashboard/budget' },
];

/** "Premiers pas": on a new account's dashboard, what to set up first; gone once every module holds a record. */
export function FirstStepsCard({ firstSteps }: { firstSteps: FirstSteps }) {
  const { t } = useTranslation('dashboard');
  const doneCount = steps.filter((step) => step.isDone(firstSteps)).length;
  if (doneCount === steps.length) return null;
  return (
    <Card role="region" className="p-4" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className="text-base font-semibold text-slate-900">
        {t('firstSteps.title')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('firstSteps.progress', { done: doneCount, total: steps.length })}
      </p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {steps.map((step) => {
          const isDone = step.isDone(firstSteps);
          return (
            <li key={step.key}>
              <Link
                to={step.to}
                className="flex min-h-11 items-start gap-2 rounded-md border border-slate-200 p-3 hover:bg-slate-50"
              >
                {isDone ? (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                ) : (
                  <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">
                    {t(`firstSteps.steps.${step.key}.title`)}
                    {isDone && (
                      <span className="ml-1 text-sm font-normal text-emerald-800">
                        · {t('firstSteps.done')}
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {t(`firstSteps.steps.${step.key}.text`)}
                  </span>
                </span>
                <ChevronRight className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
