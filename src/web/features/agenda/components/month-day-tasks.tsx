import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { cn } from '../../../lib/cn';
import { priorityChipClasses, priorityDotClasses } from '../lib/priority-styles';

const chipsShown = 3;

/**
 * What a month cell shows of its day's tasks (already in the day's order): up to 3 chips coloured by priority
 * from the small tablet up; on phones, one dot per task (3 at most) and the count.
 */
export function MonthDayTasks({ tasks }: { tasks: readonly TAgendaTask[] }) {
  const { t } = useTranslation('agenda');
  if (tasks.length === 0) return null;
  const hidden = tasks.length - chipsShown;
  return (
    <>
      <span className="flex items-center justify-center gap-0.5 sm:hidden">
        {tasks.slice(0, chipsShown).map((task) => (
          <span
            key={task.id}
            aria-hidden="true"
            className={cn(
              'h-1.5 w-1.5 rounded-full',
              priorityDotClasses[task.priority],
              task.completed && 'opacity-40',
            )}
          />
        ))}
        <span aria-hidden="true" className="ml-0.5 text-[11px] leading-none font-semibold">
          {tasks.length}
        </span>
        <span className="sr-only">{t('views.taskCount', { count: tasks.length })}</span>
      </span>
      <ul className="hidden min-w-0 space-y-0.5 sm:block">
        {tasks.slice(0, chipsShown).map((task) => (
          <li
            key={task.id}
            title={task.title}
            className={cn(
              'truncate rounded-sm border-l-2 px-1 text-xs leading-5',
              priorityChipClasses[task.priority],
              task.completed && 'line-through opacity-60',
            )}
          >
            {task.title}
          </li>
        ))}
        {hidden > 0 && (
          <li className="px-1 text-xs text-slate-600">{t('views.moreTasks', { count: hidden })}</li>
        )}
      </ul>
    </>
  );
}
