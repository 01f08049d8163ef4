import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { toast } from '../../../lib/toast';
import { useDeleteAgendaTask, useSetAgendaTaskDone } from '../api/agenda-tasks';

/** Completing, reopening and deleting a task, each with its toast. */
export function useAgendaActions() {
  const { t } = useTranslation('agenda');
  const setDone = useSetAgendaTaskDone();
  const remove = useDeleteAgendaTask();
  const [busyId, setBusyId] = useState<string | null>(null);

  const handleToggleDone = async (task: TAgendaTask) => {
    const isDone = !task.completed;
    setBusyId(task.id);
    try {
      const result = await setDone.mutateAsync({ task, isDone });
      if (result.ok) void toast.success(t(isDone ? 'toasts.completed' : 'toasts.reopened'));
      else {
        void toast.error(t(isDone ? 'toasts.completeFailed' : 'toasts.updateFailed'), {
          description: result.message,
        });
      }
    } finally {
      setBusyId(null);
    }
  };

  const handleDelete = async (task: TAgendaTask): Promise<boolean> => {
    const result = await remove.mutateAsync(task);
    if (result.ok) void toast.success(t('toasts.deleted'));
    else void toast.error(t('toasts.deleteFailed'), { description: result.message });
    return result.ok;
  };

  return { busyId, handleToggleDone, handleDelete, isDeleting: remove.isPending };
}
