import { useState } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { deleteDocument } from '../api/documents-api';
import type { TLotOption } from '../api/link-options-api';
import { filterDocuments, type TDocumentFilter } from '../lib/filter-documents';
import { DocumentCard } from './document-card';
import { DocumentEditDialog } from './document-edit-dialog';
import { DocumentFilters } from './document-filters';

export interface DocumentListProps {
  documents: readonly TImportedDocument[];
  previewedId: string | null;
  isOnline: boolean;
  lots: readonly TLotOption[];
  equipmentNames: readonly string[];
  onPreview: (document: TImportedDocument) => void;
  onChanged: (document: TImportedDocument) => void;
  onDeleted: (documentId: string) => void;
}

/** The documents, newest first, filtered by category and words, each with its actions; edit and delete dialogs. */
export function DocumentList({
  documents,
  previewedId,
  isOnline,
  lots,
  equipmentNames,
  onPreview,
  onChanged,
  onDeleted,
}: DocumentListProps) {
  const { t } = useTranslation('documents');
  const [filter, setFilter] = useState<TDocumentFilter>({ category: '', text: '' });
  const [editing, setEditing] = useState<TImportedDocument | null>(null);
  const [deleting, setDeleting] = useState<TImportedDocument | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const shown = filterDocuments(documents, filter);

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    const result = await deleteDocument(deleting.id);
    setIsDeleting(false);
    if (!result.ok) {
      void toast.error(t('list.delete.failed'), { description: result.message });
      return;
    }
    onDeleted(deleting.id);
    void toast.success(t('list.delete.done', { title: deleting.title }));
    setDeleting(null);
  };

  return (
    <section aria-labelledby="documents-list-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="documents-list-title" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h2>
        {documents.length > 0 && (
          <p className="text-sm text-slate-700">{t('list.count', { count: documents.length })}</p>
        )}
      </div>
      {documents.length === 0 ? (
        <p className="text-slate-700">{t('list.empty')}</p>
      ) : (
        <>
          <DocumentFilters filter={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <div className="space-y-2">
              <p className="text-slate-700">{t('list.noMatch')}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setFilter({ category: '', text: '' });
                }}
              >
                {t('list.clearFilters')}
              </Button>
            </div>
          ) : (
            <ul aria-labelledby="documents-list-title" className="space-y-3">
              {shown.map((document) => (
                <DocumentCard
                  key={document.id}
                  document={document}
                  isPreviewed={document.id === previewedId}
                  isOnline={isOnline}
                  onPreview={onPreview}
                  onChanged={onChanged}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <DocumentEditDialog
        document={editing}
        lots={lots}
        equipmentNames={equipmentNames}
        onSaved={onChanged}
        onClose={() => {
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        consequence={t('list.delete.consequence')}
        isDeleting={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </section>
  );
}
