import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
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
  const errorText = useFieldErrorText();
  const equipment = useKnownEquipment();
  const save = useSaveEquipmentMeter();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({
    fields: meterFormFields,
    initialValues: meterFormValues(equipmentName),
    parse: parseMeterForm,
  });
  const { values, errors, getFieldId, handleChange, setValue } = form;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await save.mutateAsync(request);
    setIsSaving(false);
    if (result.ok) {
      void toast.success(t('maintenance:toasts.meterSaved'));
      onClose();
      return;
    }
    const fieldErrors = getServerFieldErrors(result.fields, meterFormFields);
    // The reading is lower than the last one: said under the hours, with what to do.
    if (result.code === 'meter_backwards') fieldErrors.runningHours ??= result.message;
    if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
    else void toast.error(t('maintenance:toasts.meterFailed'), { description: result.message });
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <EquipmentNameField
        id={getFieldId('equipmentName')}
        name="equipmentName"
        label={t('maintenance:fields.equipmentName')}
        value={values.equipmentName}
        onChange={handleChange}
        suggestions={equipment.names}
        error={errorText(errors.equipmentName)}
      />
      <TextField
        id={getFieldId('runningHours')}
        name="runningHours"
        label={t('maintenance:fields.runningHours')}
        value={values.runningHours}
        onChange={handleChange}
        error={errorText(errors.runningHours)}
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : t('records:actions.save')}
        </Button>
      </div>
    </form>
  );
}
