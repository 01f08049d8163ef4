import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { downloadCsv } from '../../../lib/records/download-csv';
import { toast } from '../../../lib/toast';

/** The whole maintenance log, newest service first, as the CSV an ICPE inspection asks for. */
export function MaintenanceLogExport() {
  const { t } = useTranslation(['maintenance', 'records']);
  const headingId = useId();
  const [isExporting, setIsExporting] = useState(false);

  const handleExport = async () => {
    setIsExporting(true);
    const failure = await downloadCsv('/api/maintenance-completions', {}, t('maintenance:history.fileName'));
    setIsExporting(false);
    if (failure) void toast.error(t('records:csvTransfer.exportFailed', { message: failure }));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-2xl space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('maintenance:logExport.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('maintenance:logExport.body')}</p>
      </div>
      <Button variant="secondary" size="lg" onClick={() => void handleExport()} disabled={isExporting}>
        <Download className="h-5 w-5" aria-hidden="true" />
        {isExporting ? t('maintenance:logExport.exporting') : t('maintenance:logExport.action')}
      </Button>
    </section>
  );
}
