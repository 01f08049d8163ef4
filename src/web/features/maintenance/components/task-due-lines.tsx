import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays, Gauge, TriangleAlert } from 'lucide-react';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { cn } from '../../../lib/cn';
import { dateStanding, hoursStanding } from '../lib/due-summary';
import { formatDueDate, formatHours } from '../lib/maintenance-format';
import { relativeDueText } from '../lib/relative-due-text';

/**
 * When the task is due: its date and how far it is ("En retard de 3 jours"), and for a running-hours task its
 * meter ("120 h restantes" / "Dépassée de 50 h").
 */
export function TaskDueLines({ task, today }: { task: TMaintenanceTask; today: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.language;
  const byDate = dateStanding(task, today);
  const byHours = hoursStanding(task);

  const relative = relativeDueText(byDate, language);
  const relativeText =
    relative === null
      ? null
      : 'count' in relative
        ? t(relative.key, { count: relative.count, days: relative.days })
        : t(relative.key);

  const hoursText =
    byHours === null
      ? null
      : byHours.kind === 'noMeter'
        ? t('noMeter')
        : byHours.kind === 'over'
          ? t('hoursLate', { hours: formatHours(byHours.hours, language) })
          : t('hoursLeft', { hours: formatHours(byHours.hours, language) });

  return (
    <div className="space-y-1 text-sm">
      {task.nextDueDate !== null && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
          <span>{t('dueOn', { date: formatDueDate(task.nextDueDate, language) })}</span>
          {relativeText !== null && (
            <span
              className={cn(
                'font-semibold',
                byDate?.kind === 'late' && 'text-red-800',
                byDate?.kind === 'today' && 'text-amber-900',
              )}
            >
              {byDate?.kind === 'late' && (
                <TriangleAlert className="mr-1 inline h-4 w-4 align-text-bottom" aria-hidden="true" />
              )}
              {relativeText}
            </span>
          )}
        </p>
      )}
      {hoursText !== null && (
        <div className="flex items-start gap-2 text-slate-800">
          <Gauge className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
          <div>
            <p
              className={cn(
                byHours?.kind === 'over' && 'font-semibold text-red-800',
                byHours?.kind === 'left' && 'font-semibold',
                byHours?.kind === 'noMeter' && 'text-amber-900',
              )}
            >
              {hoursText}
            </p>
            {task.meterHours !== null && task.hoursSinceService !== null && (
              <p className="text-slate-600">
                {t('meterLine', {
                  meter: formatHours(task.meterHours, language),
                  since: formatHours(task.hoursSinceService, language),
                })}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
