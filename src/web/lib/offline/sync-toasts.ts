// The spec §8 sync messages, singular or plural as the count asks: "✅ 1 action synchronisée" / "✅ 3 actions
// synchronisées", "❌ 3 actions ont échoué lors de la synchronisation", "Synchronisation en cours..." (manual sync
// online), "Impossible de synchroniser hors-ligne".
import { i18n } from '../i18n/i18n';
import { toast } from '../toast';
import type { SyncNotifier } from './offline-runtime';

export const syncToasts: SyncNotifier = {
  started: () => void toast.info(i18n.t('offline:sync.started')),
  offline: () => void toast.error(i18n.t('offline:sync.offline')),
  finished: (report) => {
    if (report.synced > 0) void toast.success(i18n.t('offline:sync.success', { count: report.synced }));
    const refused = report.failed + report.conflicts;
    if (refused > 0) void toast.error(i18n.t('offline:sync.failure', { count: refused }));
  },
};
