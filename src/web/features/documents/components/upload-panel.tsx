import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import type { TDocumentUsage, TImportedDocument } from '../../../../shared/contracts/documents';
import type { TLotOption } from '../api/link-options-api';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { emptyDescription, toUploadDescription, type TDescriptionValues } from '../lib/description-values';
import { DescriptionFields } from './description-fields';
import { UploadLines } from './upload-lines';
import { UsageLimits } from './usage-limits';
import { useUploadQueue } from './use-upload-queue';

/** The extensions the file picker offers (the check of document-file.ts decides). */
const ACCEPTED = '.pdf,.docx,.txt,.md,.markdown,.jpg,.jpeg,.png';

/**
 * Importing files: chosen with the picker or dropped on the area, several at once, each with its own line; the
 * limits stated; the description of the next files (title, category, tags, links) folded until wanted.
 */
export function UploadPanel({
  usage,
  isOnline,
  lots,
  equipmentNames,
  onUploaded,
}: {
  usage: TDocumentUsage | null;
  isOnline: boolean;
  lots: readonly TLotOption[];
  equipmentNames: readonly string[];
  onUploaded: (document: TImportedDocument) => void;
}) {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [values, setValues] = useState<TDescriptionValues>(emptyDescription);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDescribing, setIsDescribing] = useState(false);
  const { lines, addFiles, clearFinished } = useUploadQueue({
    onUploaded,
    onRefusedFields: (fields) => {
      setErrors(fields);
      setIsDescribing(true);
    },
  });

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || !isOnline) return;
    setErrors({});
    addFiles([...files], (isSingleFile) => toUploadDescription(values, isSingleFile));
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = isOnline ? 'copy' : 'none';
    setIsDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLElement>) => {
    // Leaving for a child of the area is not leaving the area.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setIsDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Card
      className={cn(
        'space-y-3 border-2 border-dashed p-4 transition-colors sm:p-6',
        isDragging ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300',
      )}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid="document-drop-zone"
    >
      <section aria-labelledby="documents-upload-title" className="space-y-3">
        <h2 id="documents-upload-title" className="text-lg font-semibold text-slate-900">
          {t('upload.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <input
            ref={input}
            id="documents-upload-input"
            type="file"
            multiple
            accept={ACCEPTED}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            disabled={!isOnline}
            onChange={handlePick}
          />
          <Button disabled={!isOnline} onClick={() => input.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            {t('upload.choose')}
          </Button>
          <span className="hidden text-sm text-slate-700 sm:inline">
            {isDragging ? t('upload.dropActive') : t('upload.drop')}
          </span>
        </div>
        {!isOnline && <p className="text-sm text-amber-900">{t('upload.offline')}</p>}
        <UsageLimits usage={usage} />
      </section>
      <UploadLines lines={lines} onClear={clearFinished} />
      <details
        open={isDescribing}
        onToggle={(event) => {
          setIsDescribing(event.currentTarget.open);
        }}
      >
        <summary className="cursor-pointer text-sm font-medium text-emerald-800 underline-offset-2 hover:underline">
          {t('upload.describe')}
        </summary>
        <div className="space-y-3 pt-3">
          <p className="text-sm text-slate-700">{t('upload.describeHint')}</p>
          <DescriptionFields
            idPrefix="upload"
            values={values}
            onChange={setValues}
            errors={errors}
            lots={lots}
            equipmentNames={equipmentNames}
            hasTitle
          />
        </div>
      </details>
    </Card>
  );
}
