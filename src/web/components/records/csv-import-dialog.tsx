import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle } from 'lucide-react';
import { MAX_CSV_ROW_ERRORS } from '../../../shared/contracts/records';
import { toast } from '../../lib/toast';
import { importRecordsCsv, useRecordWrite, type RecordsEndpoint } from '../../lib/records/records-endpoint';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';

/** Larger files are refused before sending (the server's body limit is about the same). */
const maxFileMegabytes = 5;

interface RowError {
  row: number;
  column?: string | undefined;
  message: string;
}

export interface CsvImportDialogProps {
  endpoint: RecordsEndpoint;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Sends a CSV file to the module's import. The server takes every row or none: a refusal lists each wrong
 * row with its column and the reason, so the user can fix the file and try again.
 */
export function CsvImportDialog({ endpoint, isOpen, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('records');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const importCsv = useRecordWrite(endpoint, (body: File) => importRecordsCsv(endpoint, body));

  const close = () => {
    setFile(null);
    setMessage(null);
    setRowErrors([]);
    onClose();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRowErrors([]);
    if (!file) {
      setMessage(t('csvTransfer.noFile'));
      return;
    }
    if (file.size > maxFileMegabytes * 1024 * 1024) {
      setMessage(t('csvTransfer.tooBig', { max: maxFileMegabytes }));
      return;
    }
    const result = await importCsv.mutateAsync(file);
    if (result.ok) {
      void toast.success(t('csvTransfer.imported', { count: result.data.imported }));
      close();
      return;
    }
    setMessage(result.message);
    setRowErrors(result.rows ?? []);
  };

  return (
    <ModalDialog isOpen={isOpen} title={t('csvTransfer.importTitle')} onClose={close} size="lg">
      <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <p className="text-sm text-slate-700">{t('csvTransfer.importHelp')}</p>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
            {t('csvTransfer.chooseFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMessage(null);
              setRowErrors([]);
            }}
            className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-emerald-50 file:px-4 file:font-medium file:text-emerald-800"
          />
        </div>
        {message && (
          <p role="alert" className="flex gap-2 text-sm font-medium text-red-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {message}
          </p>
        )}
        {rowErrors.length > 0 && (
          <div className="max-h-72 overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('csvTransfer.errorsTitle')}</caption>
              <thead className="sticky top-0 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('csvTransfer.row')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('csvTransfer.column')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('csvTransfer.reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rowErrors.map((error, index) => (
                  <tr key={`${String(error.row)}-${error.column ?? ''}-${String(index)}`}>
                    <td className="px-3 py-2 font-medium">{error.row}</td>
                    <td className="px-3 py-2">{error.column ?? '—'}</td>
                    <td className="px-3 py-2">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rowErrors.length >= MAX_CSV_ROW_ERRORS && (
              <p className="p-2 text-xs text-slate-600">
                {t('csvTransfer.moreErrors', { shown: MAX_CSV_ROW_ERRORS })}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={importCsv.isPending}>
            {importCsv.isPending ? t('csvTransfer.importing') : t('csvTransfer.send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
