/**
 * The offer to reload when a new version of MethaPilot is waiting (issue 6, installable app). Mounted once by
 * the signed-in shell, which is also what registers the service worker. "Recharger" hands over to the new
 * version and reloads once; "Plus tard" hides the offer until the next version.
 */
import { RefreshCw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/button';
import { useAppUpdate } from '../../lib/pwa/use-app-update';
import { SilentErrorBoundary } from './silent-error-boundary';

export function AppUpdatePrompt() {
  const { isUpdateReady, isApplying, updateCount, applyUpdate } = useAppUpdate();
  const [dismissedUpdateCount, setDismissedUpdateCount] = useState(0);
  const isShown = isUpdateReady && updateCount > dismissedUpdateCount;

  return (
    // The live region is there from the start, so the offer is announced when it appears.
    <div role="status" aria-live="polite" className="empty:hidden">
      {isShown && (
        <SilentErrorBoundary>
          <Suspense fallback={null}>
            <AppUpdateNotice
              isApplying={isApplying}
              onReload={applyUpdate}
              onDismiss={() => {
                setDismissedUpdateCount(updateCount);
              }}
            />
          </Suspense>
        </SilentErrorBoundary>
      )}
    </div>
  );
}

interface AppUpdateNoticeProps {
  isApplying: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

function AppUpdateNotice({ isApplying, onReload, onDismiss }: AppUpdateNoticeProps) {
  const { t } = useTranslation('pwa');
  return (
    <section
      aria-label={t('update.label')}
      className="fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-4 z-40 flex flex-col gap-3 rounded-lg border border-emerald-200 bg-white p-4 text-slate-900 shadow-xl sm:flex-row sm:items-center md:right-auto md:bottom-6 md:left-1/2 md:w-[32rem] md:-translate-x-1/2"
    >
      <p className="flex flex-1 items-start gap-2 text-sm font-medium">
        <RefreshCw className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>{t('update.message')}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onReload} disabled={isApplying}>
          {isApplying ? t('update.reloading') : t('update.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={isApplying}>
          {t('update.dismiss')}
        </Button>
      </div>
    </section>
  );
}
