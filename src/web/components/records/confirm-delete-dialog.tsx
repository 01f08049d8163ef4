import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';

export interface ConfirmDeleteDialogProps {
  /** The record's name, shown in the question; null when closed. */
  name: string | null;
  /** What else goes with it, when something does. */
  consequence?: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Supprimer « … » ?" before a record is deleted for good. */
export function ConfirmDeleteDialog({
  name,
  consequence,
  isDeleting,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('records');
  return (
    <ModalDialog
      isOpen={name !== null}
      title={t('confirmDelete.title', { name: name ?? '' })}
      onClose={onCancel}
    >
      <p className="text-slate-700">{consequence ?? t('confirmDelete.body')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
          {t('confirmDelete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
          {t('confirmDelete.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
