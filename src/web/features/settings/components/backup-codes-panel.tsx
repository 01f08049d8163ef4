import { useTranslation } from '../../../lib/i18n/use-translation';
import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { backupCodesFileName, formatBackupCodesFile } from '../lib/backup-codes-file';
import { dateLocale } from '../../../lib/date-locale';

interface BackupCodesPanelProps {
  codes: readonly string[];
  email: string;
}

/** The backup codes, to copy or download as a .txt file; each works once if the phone is lost. */
export function BackupCodesPanel({ codes, email }: BackupCodesPanelProps) {
  const { t, i18n } = useTranslation('account');

  const buildFileText = () =>
    formatBackupCodesFile(codes, {
      title: t('settings.twoFactor.backupFile.title'),
      email,
      instructions: t('settings.twoFactor.backupFile.instructions'),
      generatedLine: t('settings.twoFactor.backupFile.generated', {
        date: new Intl.DateTimeFormat(dateLocale(i18n.language), {
          dateStyle: 'long',
          timeStyle: 'short',
        }).format(new Date()),
      }),
    });

  const handleCopy = () => {
    // The clipboard API is missing outside secure contexts: that failure is told like any other.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(codes.join('\n')))
      .then(
        () => {
          void toast.success(t('settings.twoFactor.backupCopied'));
        },
        () => {
          void toast.error(t('settings.twoFactor.backupCopyFailed'));
        },
      );
  };

  const handleDownload = () => {
    const blob = new Blob([buildFileText()], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = backupCodesFileName(t('settings.twoFactor.backupFile.name'), new Date());
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800">{t('settings.twoFactor.backupHelp')}</p>
      <ul
        aria-label={t('settings.twoFactor.backupTitle')}
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={handleCopy}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('settings.twoFactor.backupCopy')}
        </Button>
        <Button variant="secondary" onClick={handleDownload}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('settings.twoFactor.backupDownload')}
        </Button>
      </div>
    </div>
  );
}
