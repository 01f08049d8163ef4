import { useState, type SubmitEvent } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { updateDocument } from '../api/documents-api';
import type { TLotOption } from '../api/link-options-api';
import { descriptionOf, toUpdateRequest, type TDescriptionValues } from '../lib/description-values';
import { DescriptionFields } from './description-fields';

function EditForm({
  document,
  lots,
  equipmentNames,
  onSaved,
  onClose,
}: {
  document: TImportedDocument;
  lots: readonly TLotOption[];
  equipmentNames: readonly string[];
  onSaved: (document: TImportedDocument) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['documents', 'records']);
  const [values, setValues] = useState<TDescriptionValues>(() => descriptionOf(document));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const currentLot =
    document.rawMaterialId === null
      ? null
      : { id: document.rawMaterialId, name: document.rawMaterialName ?? document.rawMaterialId };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSaving(true);
    const result = await updateDocument(document.id, toUpdateRequest(values));
    setIsSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      setMessage(result.message);
      return;
    }
    onSaved(result.data);
    void toast.success(t('documents:list.edit.saved'));
    onClose();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4" noValidate>
      {message !== null && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <DescriptionFields
        idPrefix={`edit-${document.id}`}
        values={values}
        onChange={setValues}
        errors={errors}
        lots={lots}
        equipmentNames={equipmentNames}
        hasTitle={false}
        currentLot={currentLot}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : t('records:actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Category, tags, linked equipment and lot of one document, in a dialog. */
export function DocumentEditDialog({
  document,
  lots,
  equipmentNames,
  onSaved,
  onClose,
}: {
  /** null when closed. */
  document: TImportedDocument | null;
  lots: readonly TLotOption[];
  equipmentNames: readonly string[];
  onSaved: (document: TImportedDocument) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <ModalDialog
      isOpen={document !== null}
      title={t('list.edit.title', { title: document?.title ?? '' })}
      onClose={onClose}
      size="lg"
    >
      {document && (
        <EditForm
          key={document.id}
          document={document}
          lots={lots}
          equipmentNames={equipmentNames}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}
