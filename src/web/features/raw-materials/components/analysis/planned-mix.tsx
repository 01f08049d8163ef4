import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { dateLocale } from '../../../../lib/date-locale';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { plannedRationQuery } from '../../../../lib/optimisation/planned-ration-query';
import { Link } from '../../../../lib/router/link';

/** The ration applied from the optimiser (issue 18): its daily tonnes per lot and the methane it should give. */
export function PlannedMix() {
  const { t, i18n } = useTranslation('optimisation');
  const plan = useQuery(plannedRationQuery);
  const locale = dateLocale(i18n.language);
  const tonnes = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  if (!plan.isSuccess) return null;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('plan.title')}</h2>
      {plan.data === null ? (
        <p className="text-sm text-slate-700">{t('plan.none')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t('plan.applied', {
              date: date.format(new Date(plan.data.appliedAt)),
              methane: whole.format(plan.data.methaneNm3PerDay),
            })}
          </p>
          <ul className="divide-y divide-slate-200 text-sm">
            {plan.data.lines.map((line) => (
              <li key={line.lotId} className="flex justify-between gap-3 py-1.5">
                <span className="font-medium text-slate-900">{line.name}</span>
                <span className="tabular-nums text-slate-800">
                  {tonnes.format(line.tonnesPerDay)} {t('result.perDay')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to="/dashboard/optimisation"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-emerald-800 underline"
      >
        {t('plan.open')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
