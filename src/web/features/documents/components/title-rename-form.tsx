import { useState, type SubmitEvent } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { MAX_DOCUMENT_TITLE_LENGTH } from '../../../../shared/domain/documents/imported-documents';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { updateDocument } from '../api/documents-api';

/** The document's title edited in place: Enter or "Enregistrer" saves, Escape or "Annuler" leaves it as it was. */
export function TitleRenameForm({
  document,
  onRenamed,
  onClose,
}: {
  document: TImportedDocument;
  onRenamed: (document: TImportedDocument) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['documents', 'records']);
  const [title, setTitle] = useState(document.title);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim() === document.title) {
      onClose();
      return;
    }
    setIsSaving(true);
    const result = await updateDocument(document.id, { title });
    setIsSaving(false);
    if (!result.ok) {
      setError(result.fields.title ?? result.message);
      return;
    }
    onRenamed(result.data);
    void toast.success(t('documents:list.rename.saved'));
    onClose();
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="flex flex-wrap items-end gap-2"
      noValidate
    >
      <TextField
        id={`rename-${document.id}`}
        name="title"
        label={t('documents:list.rename.label')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
        maxLength={MAX_DOCUMENT_TITLE_LENGTH}
        error={error}
        autoFocus
        className="min-w-0 flex-1 basis-56"
      />
      <div className="flex gap-2">
        <Button type="submit" size="md" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : t('records:actions.save')}
        </Button>
        <Button variant="secondary" size="md" onClick={onClose} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
