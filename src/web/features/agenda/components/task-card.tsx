import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays, CircleCheck, Tag, TriangleAlert } from 'lucide-react';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { formatCalendarDate } from '../../../components/calendar/calendar-dates';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { isOverdue } from '../lib/task-order';
import { PriorityBadge } from './priority-badge';
import { ReminderInfo } from './reminder-info';
import { TaskActionButtons } from './task-action-buttons';
import type { TaskHandlers } from './task-handlers';
import { dateLocale } from '../../../lib/date-locale';
import { plantBusinessDate } from '../../../lib/plant-clock';

export interface TaskCardProps {
  task: TAgendaTask;
  handlers: TaskHandlers;
}

/** One task with everything about it: the list view and the month view's chosen day. */
/** "En retard" counts from the business date, as the dashboard and the sidebar do. */
export function TaskCard({ task, handlers }: TaskCardProps) {
  const { t, i18n } = useTranslation('agenda');
  const dueText = task.dueDate
    ? t('dueOn', {
        date: formatCalendarDate(task.dueDate, i18n.language, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }),
      })
    : t('noDueDate');
  const completedText =
    task.completedAt &&
    t('completedOn', {
      date: new Intl.DateTimeFormat(dateLocale(i18n.language), { day: 'numeric', month: 'short' }).format(
        new Date(task.completedAt),
      ),
    });

  return (
    <Card className={cn('flex h-full flex-col gap-2 p-4', task.completed && 'bg-slate-50')}>
      <div className="flex items-start justify-between gap-2">
        <h3
          className={cn(
            'min-w-0 text-base font-semibold break-words',
            task.completed ? 'text-slate-500 line-through' : 'text-slate-900',
          )}
        >
          {task.title}
        </h3>
        <PriorityBadge priority={task.priority} />
      </div>
      {task.description && (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{task.description}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Tag className="h-3.5 w-3.5" aria-hidden="true" />
          {t(`values.category.${task.category}`)}
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
          {dueText}
        </span>
        {isOverdue(task, plantBusinessDate(new Date())) && (
          <span className="inline-flex items-center gap-1 font-semibold text-red-700">
            <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
            {t('overdue')}
          </span>
        )}
        {task.reminderAt && <ReminderInfo at={task.reminderAt} />}
        {completedText && (
          <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
            <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {completedText}
          </span>
        )}
      </div>
      <div className="mt-auto">
        <TaskActionButtons task={task} handlers={handlers} />
      </div>
    </Card>
  );
}
