import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Download, Upload } from 'lucide-react';
import { toast } from '../../lib/toast';
import { downloadCsv } from '../../lib/records/download-csv';
import type { RecordsEndpoint, TListParams } from '../../lib/records/records-endpoint';
import { Button } from '../ui/button';
import { CsvImportDialog } from './csv-import-dialog';

export interface CsvActionsProps {
  endpoint: RecordsEndpoint;
  /** The list's filters and sort: the export holds what the list shows (all pages). */
  params: TListParams;
  fileName: string;
}

/** "Exporter en CSV" and "Importer un CSV" for a list. */
export function CsvActions({ endpoint, params, fileName }: CsvActionsProps) {
  const { t } = useTranslation('records');
  const [isExporting, setIsExporting] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const handleExport = async () => {
    setIsExporting(true);
    const { page: _page, pageSize: _pageSize, ...filters } = params;
    const failure = await downloadCsv(endpoint.path, filters, fileName);
    setIsExporting(false);
    if (failure) void toast.error(t('csvTransfer.exportFailed', { message: failure }));
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void handleExport()} disabled={isExporting}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {isExporting ? t('csvTransfer.exporting') : t('csvTransfer.export')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setIsImportOpen(true);
        }}
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        {t('csvTransfer.import')}
      </Button>
      <CsvImportDialog
        endpoint={endpoint}
        isOpen={isImportOpen}
        onClose={() => {
          setIsImportOpen(false);
        }}
      />
    </div>
  );
}
