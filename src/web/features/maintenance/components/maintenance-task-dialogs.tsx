import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { CompleteTaskDialog } from './complete-task-dialog';
import { MaintenanceDeleteDialog } from './maintenance-delete-dialog';
import { MaintenanceEditDialog } from './maintenance-edit-dialog';
import { TaskHistoryDialog } from './task-history-dialog';

type TDialogKind = 'complete' | 'history' | 'edit' | 'delete';

/** What a task card's action opened: "Fait", "Registre", "Modifier" or "Supprimer". */
export type TMaintenanceTaskDialog = { kind: TDialogKind; task: TMaintenanceTask } | null;

export interface MaintenanceTaskDialogsProps {
  dialog: TMaintenanceTaskDialog;
  onClose: () => void;
}

/** The dialogs the cards' actions open, one at a time. */
export function MaintenanceTaskDialogs({ dialog, onClose }: MaintenanceTaskDialogsProps) {
  const taskFor = (kind: TDialogKind) => (dialog?.kind === kind ? dialog.task : null);
  return (
    <>
      <CompleteTaskDialog task={taskFor('complete')} onClose={onClose} />
      <TaskHistoryDialog task={taskFor('history')} onClose={onClose} />
      <MaintenanceEditDialog task={taskFor('edit')} onClose={onClose} />
      <MaintenanceDeleteDialog task={taskFor('delete')} onClose={onClose} />
    </>
  );
}
