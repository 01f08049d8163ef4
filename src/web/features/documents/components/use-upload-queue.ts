import { useCallback, useRef, useState } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  type TDocumentFileProblem,
} from '../../../../shared/domain/documents/document-file';
import type { TApiResult } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { uploadDocument, type TUploadDescription } from '../api/upload-document';

/** One file of the upload area: waiting its turn, checked, sent (with how much), imported or refused (why). */
export type TUploadLine = {
  key: number;
  fileName: string;
  sizeBytes: number;
} & (
  | { status: 'queued' | 'checking' | 'done' }
  | { status: 'sending'; percent: number }
  | { status: 'refused'; reason: string }
);

/** The largest file in megabytes, as the refusal states it ("Le fichier dépasse 20 Mo."). */
const MAX_FILE_MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** The server's reason, with its first field message when it refused the description (a tag too long…). */
function refusalReason(result: Extract<TApiResult<unknown>, { ok: false }>): string {
  const [fieldMessage] = Object.values(result.fields);
  return fieldMessage && fieldMessage !== result.message
    ? `${result.message} ${fieldMessage}`
    : result.message;
}

/**
 * The files being imported, one at a time in the order given: each is checked in the browser first (the check
 * the server runs, so a bad file is refused at once with the same reason), then sent with its progress.
 */
export function useUploadQueue({
  onUploaded,
  onRefusedFields,
}: {
  onUploaded: (document: TImportedDocument) => void;
  /** The server's messages per description field, for the form to show. */
  onRefusedFields: (fields: Record<string, string>) => void;
}) {
  const { t } = useTranslation('documents');
  const [lines, setLines] = useState<TUploadLine[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);

  const setLine = useCallback((key: number, change: (line: TUploadLine) => TUploadLine) => {
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)));
  }, []);

  const importOne = useCallback(
    async (key: number, file: File, description: TUploadDescription) => {
      const refuse = (reason: string) => {
        setLine(key, (line) => ({ ...line, status: 'refused', reason }));
      };
      setLine(key, (line) => ({ ...line, status: 'checking' }));
      const problem = (name: TDocumentFileProblem) => t(`problems.${name}`, { max: MAX_FILE_MEGABYTES });
      if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) {
        refuse(problem(file.size === 0 ? 'empty' : 'too_large'));
        return;
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        refuse(t('upload.unreadable'));
        return;
      }
      const check = checkDocumentFile(bytes, file.name);
      if (!check.ok) {
        refuse(problem(check.problem));
        return;
      }
      setLine(key, (line) => ({ ...line, status: 'sending', percent: 0 }));
      const result = await uploadDocument(file, file.name, description, (fraction) => {
        setLine(key, (line) => ({ ...line, status: 'sending', percent: Math.round(fraction * 100) }));
      });
      if (!result.ok) {
        refuse(refusalReason(result));
        if (Object.keys(result.fields).length > 0) onRefusedFields(result.fields);
        return;
      }
      setLine(key, (line) => ({ ...line, status: 'done' }));
      onUploaded(result.data);
    },
    [onRefusedFields, onUploaded, setLine, t],
  );

  /** Adds the files to the queue; `describe` gives each batch its description (the title only for one file). */
  const addFiles = useCallback(
    (files: readonly File[], describe: (isSingleFile: boolean) => TUploadDescription) => {
      if (files.length === 0) return;
      const description = describe(files.length === 1);
      const added = files.map((file) => {
        const key = nextKey.current;
        nextKey.current += 1;
        return { key, file };
      });
      setLines((current) => [
        ...current,
        ...added.map(({ key, file }): TUploadLine => ({
          key,
          fileName: file.name,
          sizeBytes: file.size,
          status: 'queued',
        })),
      ]);
      for (const { key, file } of added) {
        queue.current = queue.current
          .then(() => importOne(key, file, description))
          .catch(() => {
            setLine(key, (line) => ({ ...line, status: 'refused', reason: t('upload.failed') }));
          });
      }
    },
    [importOne, setLine, t],
  );

  /** Takes away the lines of finished files (imported or refused). */
  const clearFinished = useCallback(() => {
    setLines((current) => current.filter((line) => line.status !== 'done' && line.status !== 'refused'));
  }, []);

  const isBusy = lines.some((line) => line.status !== 'done' && line.status !== 'refused');
  return { lines, isBusy, addFiles, clearFinished };
}
