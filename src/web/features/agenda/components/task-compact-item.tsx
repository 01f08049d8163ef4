import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { cn } from '../../../lib/cn';
import { plantBusinessDate } from '../../../lib/plant-clock';
import { priorityChipClasses } from '../lib/priority-styles';
import { isOverdue } from '../lib/task-order';
import { PriorityBadge } from './priority-badge';
import { ReminderInfo } from './reminder-info';
import { TaskActionButtons } from './task-action-buttons';
import type { TaskHandlers } from './task-handlers';

export interface TaskCompactItemProps {
  task: TAgendaTask;
  handlers: TaskHandlers;
}

/** A task inside a day of the week view (its day is the column): title, priority, category, reminder, actions. */
export function TaskCompactItem({ task, handlers }: TaskCompactItemProps) {
  const { t } = useTranslation('agenda');
  return (
    <div className={cn('space-y-1 rounded-md border-l-4 p-2 text-sm', priorityChipClasses[task.priority])}>
      <p className={cn('font-medium break-words', task.completed && 'line-through opacity-70')}>
        {task.title}
      </p>
      <div className="flex flex-wrap items-center gap-1 text-xs">
        <PriorityBadge priority={task.priority} />
        <span className="max-w-full truncate">{t(`values.category.${task.category}`)}</span>
        {task.completed && (
          <span className="font-semibold text-emerald-800">{t('values.status.completed')}</span>
        )}
        {isOverdue(task, plantBusinessDate(new Date())) && (
          <span className="font-semibold text-red-700">{t('overdue')}</span>
        )}
      </div>
      {task.reminderAt && <ReminderInfo at={task.reminderAt} />}
      <TaskActionButtons task={task} handlers={handlers} isCompact />
    </div>
  );
}
