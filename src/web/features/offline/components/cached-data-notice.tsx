import { useTranslation } from '../../../lib/i18n/use-translation';
import { DatabaseBackup } from 'lucide-react';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';

/**
 * Above the page while what it shows comes from this device's cache (offline, or the server out of reach): says
 * so and from when. It goes once the pages have read the server again (by themselves, when the network returns).
 */
export function CachedDataNotice() {
  const { t, i18n } = useTranslation('offline');
  const { cachedDataSince, isOnline } = useOfflineStatus();
  if (cachedDataSince === null) return null;
  const savedAt = new Date(cachedDataSince);
  const locale = i18n.language === 'fr' ? 'fr-FR' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    savedAt,
  );
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(savedAt);
  return (
    <div className="flex items-start gap-2 border-b border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      <DatabaseBackup className="mt-0.5 h-5 w-5 shrink-0 text-sky-700" aria-hidden="true" />
      <p>{t(isOnline ? 'cachedData.unreachable' : 'cachedData.offline', { date, time })}</p>
    </div>
  );
}
