import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCreateRawMaterialRequest, TRawMaterial } from '../../../../shared/contracts/raw-materials';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useCreateRawMaterial, useUpdateRawMaterial } from '../api/raw-materials';
import { emptyRawMaterialFormValues, rawMaterialFormValuesOf } from '../lib/raw-material-form-values';
import { LotEvidence } from './lot-evidence';
import { RawMaterialForm } from './raw-material-form';
import { plantCalendarDate } from '../../../lib/plant-clock';

/** What the dialog shows: a new material, one to edit, or nothing (closed). */
export type TRawMaterialDialog = { mode: 'create' } | { mode: 'edit'; material: TRawMaterial } | null;

/**
 * Adding or editing a raw material over the list (the spec has no add page): "Matière première ajoutée" /
 * "Matière première mise à jour", or the failure toast with the server's reason while the form shows its
 * per-field messages.
 */
export function RawMaterialFormDialog({
  dialog,
  onClose,
}: {
  dialog: TRawMaterialDialog;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['rawMaterials', 'records']);
  const create = useCreateRawMaterial();
  const update = useUpdateRawMaterial();

  const handleCreate = async (request: TCreateRawMaterialRequest) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(t('rawMaterials:toasts.created'));
      onClose();
    } else {
      void toast.error(t('rawMaterials:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  const handleUpdate = async (material: TRawMaterial, request: TCreateRawMaterialRequest) => {
    const result = await update.mutateAsync({ id: material.id, version: material.version, body: request });
    if (result.ok) {
      void toast.success(t('rawMaterials:toasts.updated'));
      onClose();
    } else {
      void toast.error(t('rawMaterials:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <ModalDialog
      isOpen={dialog !== null}
      title={dialog?.mode === 'edit' ? t('rawMaterials:editTitle') : t('rawMaterials:addTitle')}
      onClose={onClose}
      size="lg"
    >
      {dialog?.mode === 'create' && (
        <RawMaterialForm
          initialValues={emptyRawMaterialFormValues(plantCalendarDate(new Date()))}
          submitLabel={t('rawMaterials:add')}
          onCancel={onClose}
          onSubmit={handleCreate}
        />
      )}
      {dialog?.mode === 'edit' && (
        <RawMaterialForm
          key={dialog.material.id}
          initialValues={rawMaterialFormValuesOf(dialog.material, i18n.language)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={(request) => handleUpdate(dialog.material, request)}
        />
      )}
      {dialog?.mode === 'edit' && <LotEvidence key={dialog.material.id} lotId={dialog.material.id} />}
    </ModalDialog>
  );
}
