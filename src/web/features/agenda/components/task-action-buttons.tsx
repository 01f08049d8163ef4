import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { TaskHandlers } from './task-handlers';

export interface TaskActionButtonsProps {
  task: TAgendaTask;
  handlers: TaskHandlers;
  /** Icons only (the week's narrow columns, smaller once the week calendar shows 7 columns); named for screen readers. */
  isCompact?: boolean;
}

/** "Terminer" (or "Rouvrir"), edit and delete for one task; 44 px targets on phones. */
export function TaskActionButtons({ task, handlers, isCompact = false }: TaskActionButtonsProps) {
  const { t } = useTranslation(['agenda', 'records']);
  const isBusy = handlers.busyId === task.id;
  const toggleLabel = task.completed
    ? t('agenda:actions.reopenLabel', { title: task.title })
    : t('agenda:actions.finishLabel', { title: task.title });
  // `px-0!`: cn() does not merge classes, so the size's own padding would otherwise squeeze the icon.
  const iconButton = isCompact ? 'h-11 w-11 px-0! @4xl:h-8 @4xl:w-7' : 'h-11 sm:h-10';
  /** Edit and delete: icons only on phones (their names stay), with their words from the small tablet up. */
  const sideButton = isCompact ? iconButton : 'h-11 w-11 px-0! sm:h-10 sm:w-auto sm:px-3!';

  return (
    <div
      className={cn(
        'flex flex-wrap items-center',
        isCompact ? 'gap-0.5' : 'gap-1',
        !isCompact && 'border-t border-slate-100 pt-2',
      )}
    >
      <Button
        variant={task.completed ? 'secondary' : 'primary'}
        size="sm"
        className={cn(iconButton, !isCompact && 'mr-auto')}
        disabled={isBusy}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => {
          handlers.onToggleDone(task);
        }}
      >
        {task.completed ? (
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Check className="h-4 w-4" aria-hidden="true" />
        )}
        {!isCompact && (task.completed ? t('agenda:actions.reopenShort') : t('agenda:actions.finish'))}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={sideButton}
        aria-label={t('agenda:actions.editLabel', { title: task.title })}
        title={t('records:actions.edit')}
        onClick={() => {
          handlers.onEdit(task);
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {!isCompact && <span className="hidden sm:inline">{t('records:actions.edit')}</span>}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn(sideButton, 'text-red-700')}
        aria-label={t('agenda:actions.deleteLabel', { title: task.title })}
        title={t('records:actions.delete')}
        onClick={() => {
          handlers.onDelete(task);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {!isCompact && <span className="hidden sm:inline">{t('records:actions.delete')}</span>}
      </Button>
    </div>
  );
}
