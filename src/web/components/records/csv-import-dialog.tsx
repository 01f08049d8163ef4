import { useEffect, useEffectEvent, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertCircle, WifiOff } from 'lucide-react';
import { MAX_CSV_ROW_ERRORS } from '../../../shared/domain/list-limits';
import { isNetworkFailure } from '../../lib/api-client';
import { offlineRuntime } from '../../lib/offline/offline-runtime';
import { useOfflineStatus } from '../../lib/offline/use-offline-status';
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
 * row with its column and the reason, so the user can fix the file and try again. The import needs the server:
 * offline (or when the request fails on the network) the dialog says so, keeps the chosen file and sends it
 * by itself as soon as the network is back, while the dialog stays open.
 */
export function CsvImportDialog({ endpoint, isOpen, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('records');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  /** The chosen file waits for the network: it is sent when the connection comes back. */
  const [isWaitingForNetwork, setIsWaitingForNetwork] = useState(false);
  const { isOnline } = useOfflineStatus();
  const importCsv = useRecordWrite(endpoint, (body: File) => importRecordsCsv(endpoint, body));
  const { mutateAsync, isPending } = importCsv;

  const close = () => {
    setFile(null);
    setMessage(null);
    setRowErrors([]);
    setIsWaitingForNetwork(false);
    onClose();
  };

  /** Sends the file; a network failure keeps it waiting for the connection rather than showing an error. */
  const send = async (chosen: File) => {
    const result = await mutateAsync(chosen);
    setIsWaitingForNetwork(isNetworkFailure(result));
    if (result.ok) {
      void toast.success(t('csvTransfer.imported', { count: result.data.imported }));
      close();
      return;
    }
    if (isNetworkFailure(result)) {
      setMessage(null);
      return;
    }
    setMessage(result.message);
    setRowErrors(result.rows ?? []);
  };

  // Back online with a file waiting: send it. The offline layer tells each change of the connection; the
  // wait ends with the answer, or starts again on a network failure.
  const sendIfBackOnline = useEffectEvent(() => {
    if (
      isOpen &&
      isWaitingForNetwork &&
      file !== null &&
      !isPending &&
      offlineRuntime.getSnapshot().isOnline
    ) {
      void send(file);
    }
  });
  useEffect(() => offlineRuntime.subscribe(sendIfBackOnline), []);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
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
    setMessage(null);
    if (!isOnline) {
      setIsWaitingForNetwork(true);
      return;
    }
    void send(file);
  };

  return (
    <ModalDialog isOpen={isOpen} title={t('csvTransfer.importTitle')} onClose={close} size="lg">
      <form className="space-y-4" onSubmit={handleSubmit} noValidate>
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
              setIsWaitingForNetwork(false);
            }}
            className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-emerald-50 file:px-4 file:font-medium file:text-emerald-800"
          />
        </div>
        {isWaitingForNetwork && file && (
          <p
            role="status"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {isPending
              ? t('csvTransfer.backOnline', { name: file.name })
              : t('csvTransfer.waitingForNetwork', { name: file.name })}
          </p>
        )}
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
          <Button type="submit" disabled={isPending || isWaitingForNetwork}>
            {isPending ? t('csvTransfer.importing') : t('csvTransfer.send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
