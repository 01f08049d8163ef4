import { useRef, useState, type ChangeEvent } from 'react';
import { FileText, LoaderCircle, Paperclip, Trash2 } from 'lucide-react';
import type { TEvidenceFile } from '../../../shared/contracts/compliance';
import { EVIDENCE_FILE_MAX_BYTES } from '../../../shared/domain/regulation/evidence-file';
import { Button } from '../ui/button';
import { formatFigure } from '../../lib/format-figures';
import { useTranslation } from '../../lib/i18n/use-translation';
import { toast } from '../../lib/toast';
import { deleteEvidence, evidenceFileUrl, uploadEvidence } from './evidence-api';

/**
 * The proofs kept with one obligation or one lot (`collectionPath`, evidence-api.ts): each opens in the browser (a PDF in its viewer, a photo as an image) and
 * can be deleted; a new one is a PDF, JPEG or PNG of 5 MB at most (the server reads its type from its bytes and
 * says why it refuses one). Sending needs the network: offline the controls are off.
 */
export function EvidenceFiles({
  collectionPath,
  heading,
  inputId,
  files,
  isOnline,
  onChanged,
}: {
  collectionPath: string;
  /** The list's heading ("Pièces justificatives" unless given). */
  heading?: string;
  /** A page-unique id for the hidden file input. */
  inputId: string;
  files: readonly TEvidenceFile[];
  isOnline: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('regulation');
  const input = useRef<HTMLInputElement>(null);
  // 'upload' while a file is sent, else the id of the file being deleted.
  const [busy, setBusy] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > EVIDENCE_FILE_MAX_BYTES) {
      void toast.error(t('evidence.uploadFailed'), {
        description: t('errors.fileTooLarge', { max: EVIDENCE_FILE_MAX_BYTES / (1024 * 1024) }),
      });
      return;
    }
    setBusy('upload');
    try {
      const result = await uploadEvidence(collectionPath, file);
      if (!result.ok) {
        void toast.error(t('evidence.uploadFailed'), { description: result.message });
        return;
      }
      await onChanged();
      void toast.success(t('evidence.uploaded'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (file: TEvidenceFile) => {
    if (!window.confirm(t('evidence.confirmDelete', { name: file.fileName }))) return;
    setBusy(file.id);
    try {
      const result = await deleteEvidence(file.id);
      if (!result.ok) {
        void toast.error(t('evidence.deleteFailed'), { description: result.message });
        return;
      }
      await onChanged();
      void toast.success(t('evidence.deleted'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">{heading ?? t('evidence.heading')}</h4>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">{t('evidence.none')}</p>
      ) : (
        <ul className="space-y-1">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-2 text-sm">
              <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <a
                href={evidenceFileUrl(file.id)}
                target="_blank"
                rel="noopener"
                className="min-w-0 flex-1 truncate text-emerald-800 underline"
                aria-label={t('evidence.view', { name: file.fileName })}
              >
                {file.fileName}
              </a>
              <span className="shrink-0 text-slate-500">
                {t('evidence.size', { size: formatFigure(file.sizeBytes / 1024, i18n.language, 0) })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('evidence.delete', { name: file.fileName })}
                disabled={!isOnline || busy !== null}
                onClick={() => void remove(file)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        className="sr-only"
        tabIndex={-1}
        aria-label={`${t('evidence.add')} (${t('evidence.formats')})`}
        disabled={!isOnline || busy !== null}
        onChange={(event) => void upload(event)}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={!isOnline || busy !== null}
        onClick={() => input.current?.click()}
      >
        {busy === 'upload' ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Paperclip className="h-4 w-4" aria-hidden="true" />
        )}
        {busy === 'upload' ? t('evidence.uploading') : t('evidence.add')}
      </Button>
      <span className="ml-2 text-xs text-slate-500">{t('evidence.formats')}</span>
    </div>
  );
}
