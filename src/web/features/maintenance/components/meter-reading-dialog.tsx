import { useTranslation } from '../../../lib/i18n/use-translation';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import { toast } from '../../../lib/toast';
import { useSaveEquipmentMeter } from '../api/maintenance-tasks';
import {
  meterFormFields,
  meterFormValues,
  parseMeterForm,
  resetCheckedValue,
} from '../lib/meter-form-values';
import { EquipmentNameField } from './equipment-name-field';
import { useKnownEquipment } from './use-known-equipment';

export interface MeterReadingDialogProps {
  /** The equipment to read ('' for a new one); null when closed. */
  equipmentName: string | null;
  onClose: () => void;
}

/** "Relever le compteur": an equipment's running hours, a lower reading only when the meter was replaced. */
export function MeterReadingDialog({ equipmentName, onClose }: MeterReadingDialogProps) {
  const { t } = useTranslation('maintenance');
  return (
    <ModalDialog isOpen={equipmentName !== null} title={t('meters.dialogTitle')} onClose={onClose}>
      {equipmentName !== null && <MeterReadingForm equipmentName={equipmentName} onClose={onClose} />}
    </ModalDialog>
  );
}

function MeterReadingForm({ equipmentName, onClose }: { equipmentName: string; onClose: () => void }) {
  const { t } = useTranslation(['maintenance', 'records']);
  const equipment = useKnownEquipment();
  const save = useSaveEquipmentMeter();
  const form = useRecordForm({
    fields: meterFormFields,
    initialValues: meterFormValues(equipmentName),
    parse: parseMeterForm,
    onSubmit: async (request) => {
      const result = await save.mutateAsync(request);
      if (result.ok) {
        void toast.success(t('maintenance:toasts.meterSaved'));
        onClose();
      }
      return result;
    },
    // The reading is lower than the last one: said under the hours, with what to do.
    fieldOfCode: { meter_backwards: 'runningHours' },
    onUnplacedRefusal: (failure) => {
      void toast.error(t('maintenance:toasts.meterFailed'), { description: failure.message });
    },
  });
  const { values, getFieldId, setValue, fieldProps } = form;

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <EquipmentNameField
        {...fieldProps('equipmentName')}
        label={t('maintenance:fields.equipmentName')}
        suggestions={equipment.names}
      />
      <TextField
        {...fieldProps('runningHours')}
        label={t('maintenance:fields.runningHours')}
        inputMode="decimal"
        hint={t('records:form.decimalHint')}
      />
      <CheckboxField
        id={getFieldId('isReset')}
        name="isReset"
        label={t('maintenance:fields.isReset')}
        hint={t('maintenance:meters.isResetHelp')}
        isChecked={values.isReset === resetCheckedValue}
        onChange={(event) => {
          setValue('isReset', event.target.checked ? resetCheckedValue : '');
        }}
      />
      <RecordFormActions
        isSaving={form.isSaving}
        submitLabel={t('records:actions.save')}
        onCancel={onClose}
        size="lg"
        isFlush
      />
    </form>
  );
}
