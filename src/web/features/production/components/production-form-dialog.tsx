import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionLog } from '../../../../shared/contracts/production';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { plantCalendarDate } from '../../../lib/plant-clock';
import { useCreateProductionLog, useUpdateProductionLog } from '../api/production-logs';
import {
  emptyProductionFormValues,
  productionFormValuesOf,
  type TProductionRequest,
} from '../lib/production-form-values';
import { ProductionForm } from './production-form';

/** What the dialog shows: a new reading, one to edit, or nothing (closed). */
export type TProductionDialog = { mode: 'create' } | { mode: 'edit'; reading: TProductionLog } | null;

/**
 * Adding or editing a reading over the page: "Relevé ajouté" / "Relevé mis à jour" (offline too: the reading is
 * queued and shows at once), or the failure toast with the server's reason while the form shows its messages.
 */
export function ProductionFormDialog({
  dialog,
  onClose,
}: {
  dialog: TProductionDialog;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['production', 'records']);
  const create = useCreateProductionLog();
  const update = useUpdateProductionLog();

  const handleCreate = async (request: TProductionRequest) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(t('production:toasts.created'));
      onClose();
    } else {
      void toast.error(t('production:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  const handleUpdate = async (reading: TProductionLog, request: TProductionRequest) => {
    const result = await update.mutateAsync({ id: reading.id, version: reading.version, body: request });
    if (result.ok) {
      void toast.success(t('production:toasts.updated'));
      onClose();
    } else {
      void toast.error(t('production:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <ModalDialog
      isOpen={dialog !== null}
      title={dialog?.mode === 'edit' ? t('production:editTitle') : t('production:addTitle')}
      onClose={onClose}
      size="lg"
    >
      {dialog?.mode === 'create' && (
        <ProductionForm
          initialValues={emptyProductionFormValues(plantCalendarDate(new Date()))}
          submitLabel={t('production:add')}
          onCancel={onClose}
          onSubmit={handleCreate}
        />
      )}
      {dialog?.mode === 'edit' && (
        <ProductionForm
          key={dialog.reading.id}
          initialValues={productionFormValuesOf(dialog.reading, i18n.language)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={(request) => handleUpdate(dialog.reading, request)}
        />
      )}
    </ModalDialog>
  );
}
