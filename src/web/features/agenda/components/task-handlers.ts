import type { TAgendaTask } from '../../../../shared/contracts/agenda';

/** What every view can do with a task: the page holds the dialogs and the calls. */
export interface TaskHandlers {
  /** The task whose completion is being sent (its buttons are disabled meanwhile). */
  busyId: string | null;
  onToggleDone: (task: TAgendaTask) => void;
  onEdit: (task: TAgendaTask) => void;
  onDelete: (task: TAgendaTask) => void;
}
