import type { TDocumentUsage } from '../../../../shared/contracts/documents';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatFileSize } from '../lib/format-file-size';

/** The limits stated where files are chosen: the accepted types, the most per file, what the account holds. */
export function UsageLimits({ usage }: { usage: TDocumentUsage | null }) {
  const { t, i18n } = useTranslation('documents');
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  return (
    <ul className="space-y-0.5 text-xs text-slate-700 sm:text-sm" data-testid="document-limits">
      <li>
        <span>{t('upload.accepted')}</span>
        {usage && (
          <>
            {' · '}
            <span>{t('upload.maxPerFile', { size: size(usage.maxFileBytes) })}</span>
          </>
        )}
      </li>
      {usage && (
        <li>
          {t('upload.usageCount', { count: usage.documentCount, max: usage.maxDocuments })}
          {' · '}
          {t('upload.usageSize', { stored: size(usage.storedBytes), max: size(usage.maxStoredBytes) })}
        </li>
      )}
    </ul>
  );
}
