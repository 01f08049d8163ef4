import { useTranslation } from '../../../lib/i18n/use-translation';
import { PRODUCTION_PERIODS, type TProductionPeriod } from '../../../../shared/contracts/production';
import { cn } from '../../../lib/cn';

/** 7, 30 or 365 days: a group of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: TProductionPeriod;
  onChange: (period: TProductionPeriod) => void;
}) {
  const { t } = useTranslation('production');
  return (
    <div
      role="group"
      aria-label={t('period.label')}
      className="inline-flex gap-1 rounded-lg bg-slate-100 p-1"
    >
      {PRODUCTION_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => {
            onChange(period);
          }}
          className={cn(
            'min-h-11 rounded-md px-3 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
            period === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
          )}
        >
          {t('period.days', { count: period })}
        </button>
      ))}
    </div>
  );
}
