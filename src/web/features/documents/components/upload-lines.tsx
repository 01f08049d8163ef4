import { CheckCircle2, CircleAlert, FileUp, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatFileSize } from '../lib/format-file-size';
import type { TUploadLine } from './use-upload-queue';

function LineIcon({ line }: { line: TUploadLine }) {
  const classes = 'mt-0.5 h-4 w-4 shrink-0';
  switch (line.status) {
    case 'done':
      return <CheckCircle2 className={`${classes} text-emerald-700`} aria-hidden="true" />;
    case 'refused':
      return <CircleAlert className={`${classes} text-red-700`} aria-hidden="true" />;
    case 'checking':
    case 'sending':
      return <LoaderCircle className={`${classes} animate-spin text-emerald-700`} aria-hidden="true" />;
    case 'queued':
      return <FileUp className={`${classes} text-slate-500`} aria-hidden="true" />;
  }
}

/** Each file of the upload area on its own line: its name and size, then where it stands or why it was refused. */
export function UploadLines({ lines, onClear }: { lines: readonly TUploadLine[]; onClear: () => void }) {
  const { t, i18n } = useTranslation('documents');
  if (lines.length === 0) return null;
  const hasFinished = lines.some((line) => line.status === 'done' || line.status === 'refused');
  return (
    <div className="space-y-2">
      <ul aria-label={t('upload.lines')} aria-live="polite" className="space-y-2">
        {lines.map((line) => (
          <li key={line.key} className="flex items-start gap-2 text-sm" data-testid="upload-line">
            <LineIcon line={line} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap gap-x-2">
                <span className="min-w-0 font-medium break-all text-slate-900">{line.fileName}</span>
                <span className="text-slate-600">{formatFileSize(line.sizeBytes, i18n.language)}</span>
              </p>
              {line.status === 'sending' ? (
                <div className="flex items-center gap-2">
                  <progress
                    max={100}
                    value={line.percent}
                    aria-label={t('upload.progress', { name: line.fileName })}
                    className="h-2 w-full max-w-xs accent-emerald-700"
                  />
                  <span className="shrink-0 text-slate-700">
                    {t('upload.status.sending', { percent: line.percent })}
                  </span>
                </div>
              ) : (
                <p className={line.status === 'refused' ? 'font-medium text-red-800' : 'text-slate-700'}>
                  {line.status === 'refused'
                    ? t('upload.status.refused', { reason: line.reason })
                    : t(`upload.status.${line.status}`)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasFinished && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('upload.clear')}
        </Button>
      )}
    </div>
  );
}
