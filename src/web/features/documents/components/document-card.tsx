import { useState } from 'react';
import { Download, Eye, Pencil, Tags, Trash2, type LucideIcon } from 'lucide-react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { documentDownloadUrl } from '../lib/document-links';
import { formatDocumentDate } from '../lib/format-document-date';
import { formatFileSize } from '../lib/format-file-size';
import { StateBadge } from './state-badge';
import { TitleRenameForm } from './title-rename-form';

export interface DocumentCardProps {
  document: TImportedDocument;
  isPreviewed: boolean;
  isOnline: boolean;
  onPreview: (document: TImportedDocument) => void;
  onChanged: (document: TImportedDocument) => void;
  onEdit: (document: TImportedDocument) => void;
  onDelete: (document: TImportedDocument) => void;
}

/**
 * One document of the list: title (renamed in place), state, category, type, size, import date, pages, tags and
 * links; preview, download, rename, edit and delete.
 */
export function DocumentCard({
  document,
  isPreviewed,
  isOnline,
  onPreview,
  onChanged,
  onEdit,
  onDelete,
}: DocumentCardProps) {
  const { t, i18n } = useTranslation('documents');
  const [isRenaming, setIsRenaming] = useState(false);
  const titleId = `document-${document.id}`;
  const facts = [
    t(`categories.${document.category}`),
    t(`list.kinds.${document.kind}`),
    formatFileSize(document.sizeBytes, i18n.language),
    document.pageCount === null ? null : t('list.pages', { count: document.pageCount }),
    formatDocumentDate(document.createdAt, i18n.language),
  ].filter((fact) => fact !== null);

  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'space-y-2 rounded-lg border bg-white p-3 sm:p-4',
        isPreviewed ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-slate-200',
      )}
      data-testid="document-card"
    >
      {isRenaming ? (
        <>
          <h3 id={titleId} className="sr-only">
            {document.title}
          </h3>
          <TitleRenameForm
            document={document}
            onRenamed={onChanged}
            onClose={() => {
              setIsRenaming(false);
            }}
          />
        </>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
            {document.title}
          </h3>
          <StateBadge document={document} />
        </div>
      )}
      <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      {(document.tags.length > 0 || document.equipmentName !== null || document.rawMaterialName !== null) && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          {document.tags.length > 0 && <Tags className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />}
          {document.tags.length > 0 && <span className="sr-only">{t('list.tags')}</span>}
          {document.tags.map((tag) => (
            <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">
              {tag}
            </span>
          ))}
          {document.equipmentName !== null && (
            <span className="text-slate-700">{t('list.equipment', { name: document.equipmentName })}</span>
          )}
          {document.rawMaterialName !== null && (
            <span className="text-slate-700">{t('list.lot', { name: document.rawMaterialName })}</span>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant={isPreviewed ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={isPreviewed}
          onClick={() => {
            onPreview(document);
          }}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('list.actions.preview')}
          <span className="sr-only">{` : ${document.title}`}</span>
        </Button>
        <a href={documentDownloadUrl(document.id)} download className={buttonClasses('secondary', 'sm')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('list.actions.download')}</span>
          <span className="sr-only">{` : ${document.title}`}</span>
        </a>
        <DocumentAction
          icon={Pencil}
          label={t('list.actions.rename')}
          documentTitle={document.title}
          disabled={!isOnline || isRenaming}
          onClick={() => {
            setIsRenaming(true);
          }}
        />
        <DocumentAction
          icon={Tags}
          label={t('list.actions.edit')}
          documentTitle={document.title}
          disabled={!isOnline}
          onClick={() => {
            onEdit(document);
          }}
        />
        <DocumentAction
          icon={Trash2}
          label={t('list.actions.delete')}
          documentTitle={document.title}
          disabled={!isOnline}
          onClick={() => {
            onDelete(document);
          }}
          className="text-red-800 hover:bg-red-50"
        />
      </div>
    </li>
  );
}

interface DocumentActionProps {
  icon: LucideIcon;
  label: string;
  documentTitle: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}

/** A small action of a card: its icon, its label (read aloud only on a phone) naming the document. */
function DocumentAction({
  icon: Icon,
  label,
  documentTitle,
  disabled,
  onClick,
  className,
}: DocumentActionProps) {
  return (
    <Button variant="ghost" size="sm" disabled={disabled} onClick={onClick} className={className}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{label}</span>
      <span className="sr-only">{` : ${documentTitle}`}</span>
    </Button>
  );
}
