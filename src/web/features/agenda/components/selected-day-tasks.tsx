import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Plus } from 'lucide-react';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { formatCalendarDate } from '../../../components/calendar/calendar-dates';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { addTaskPath } from '../api/agenda-tasks';
import { TaskCard } from './task-card';
import type { TaskHandlers } from './task-handlers';

export interface SelectedDayTasksProps {
  date: TCalendarDate;
  tasks: readonly TAgendaTask[];
  handlers: TaskHandlers;
}

/** Under the month grid: the chosen day's tasks in full, and adding one on that day. */
export function SelectedDayTasks({ date, tasks, handlers }: SelectedDayTasksProps) {
  const { t, i18n } = useTranslation('agenda');
  const longDate = formatCalendarDate(date, i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <section className="space-y-3" aria-labelledby="agenda-selected-day">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="agenda-selected-day" className="text-base font-semibold text-slate-900">
          {t('views.tasksOfDay', { date: longDate })}
        </h3>
        <Link
          to={addTaskPath(date)}
          className={cn(buttonClasses('secondary', 'md'), 'h-11')}
          aria-label={t('views.addOnDay', { date: longDate })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('views.addShort')}
        </Link>
      </div>
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600">{t('views.noTaskThisDay')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('views.tasksOfDay', { date: longDate })}>
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} handlers={handlers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
