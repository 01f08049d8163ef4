import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, Clock, History, Pencil, Repeat, Trash2 } from 'lucide-react';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { dueCardClasses } from '../lib/maintenance-styles';
import { DueStateBadge, PriorityBadge, RegulatoryBadge } from './task-badges';
import { TaskDueLines } from './task-due-lines';
import { useFrequencyLabel } from './use-frequency-label';

export interface MaintenanceTaskCardProps {
  task: TMaintenanceTask;
  today: string;
  onComplete: (task: TMaintenanceTask) => void;
  /** Opens the task's maintenance log. */
  onHistory: (task: TMaintenanceTask) => void;
  onEdit: (task: TMaintenanceTask) => void;
  onDelete: (task: TMaintenanceTask) => void;
}

/** One task of the plan: overdue red, due today amber, with "Fait", its log ("Registre"), edit and delete. */
export function MaintenanceTaskCard({
  task,
  today,
  onComplete,
  onHistory,
  onEdit,
  onDelete,
}: MaintenanceTaskCardProps) {
  const { t } = useTranslation(['maintenance', 'records']);
  const frequencyLabel = useFrequencyLabel();
  const isClosed = task.dueState === 'done';

  return (
    <Card className={cn('flex h-full flex-col gap-3 p-4', dueCardClasses[task.dueState])}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{task.equipmentName}</p>
          <h2
            className={cn(
              'text-base font-semibold break-words',
              isClosed ? 'text-slate-600 line-through' : 'text-slate-900',
            )}
          >
            {task.taskType}
          </h2>
        </div>
        <PriorityBadge priority={task.priority} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DueStateBadge dueState={task.dueState} />
        {task.isRegulatory && <RegulatoryBadge />}
        {task.status === 'in_progress' && (
          <span className="text-xs font-medium text-slate-700">
            {t('maintenance:values.status.in_progress')}
          </span>
        )}
      </div>
      <TaskDueLines task={task} today={today} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Repeat className="h-4 w-4" aria-hidden="true" />
          {frequencyLabel(task.frequency, task.intervalHours)}
        </span>
        {task.estimatedDuration !== null && (
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('maintenance:durationValue', { minutes: task.estimatedDuration })}
          </span>
        )}
      </div>
      {task.notes && <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{task.notes}</p>}
      <div className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-200 pt-3">
        {!isClosed && (
          <Button
            variant="primary"
            className="col-span-3 h-11"
            aria-label={t('maintenance:completeLabel', { name: task.taskType })}
            onClick={() => {
              onComplete(task);
            }}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('maintenance:done')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="h-11"
          aria-label={t('maintenance:history.openLabel', { name: task.taskType })}
          onClick={() => {
            onHistory(task);
          }}
        >
          <History className="h-4 w-4" aria-hidden="true" />
          {t('maintenance:history.open')}
        </Button>
        <Button
          variant="ghost"
          className="h-11"
          aria-label={`${t('records:actions.edit')} ${task.taskType}`}
          onClick={() => {
            onEdit(task);
          }}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('records:actions.edit')}
        </Button>
        <Button
          variant="ghost"
          className="h-11 text-red-700"
          aria-label={`${t('records:actions.delete')} ${task.taskType}`}
          onClick={() => {
            onDelete(task);
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('records:actions.delete')}
        </Button>
      </div>
    </Card>
  );
}
