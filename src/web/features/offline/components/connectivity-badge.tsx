// The connectivity badge (spec §2): "En ligne" (green) when online with nothing pending; "Hors-ligne" (orange)
// with the pending count; "Sync en attente" with the count and a "Sync" button when online with pending actions.
// Actions the server refused or that conflict are counted apart and open the dialog where the user resolves them.
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { connectivityStateOf, useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { syncProblemsDialog } from './sync-problems-panel';

const dotClasses = {
  online: 'bg-emerald-600',
  offline: 'bg-orange-500',
  pending: 'bg-amber-500',
} as const;

const labelKeys = {
  online: 'badge.online',
  offline: 'badge.offline',
  pending: 'badge.pending',
} as const;

interface ConnectivityBadgeProps {
  /** Dot and count only (collapsed sidebar, phone bar); the label stays for screen readers and as a tooltip. */
  isCompact?: boolean;
  className?: string;
}

export function ConnectivityBadge({ isCompact = false, className }: ConnectivityBadgeProps) {
  const { t, ready } = useTranslation('offline', { useSuspense: false });
  const status = useOfflineStatus();
  const [isProblemsOpen, setIsProblemsOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps the dialog's own way out (focus back to the opener).
  const [hasOpenedProblems, setHasOpenedProblems] = useState(false);
  if (isProblemsOpen && !hasOpenedProblems) setHasOpenedProblems(true);
  if (!ready || status.status === 'inactive') return null;
  const state = connectivityStateOf(status);
  const label = t(labelKeys[state]);
  const countText = status.pending > 0 ? t('badge.pendingCount', { count: status.pending }) : null;

  return (
    <div
      data-testid="connectivity-badge"
      data-state={state}
      className={cn('flex flex-wrap items-center gap-2 text-sm', className)}
    >
      <span
        role="status"
        className="inline-flex flex-wrap items-center gap-x-2 font-medium text-slate-800"
        title={label}
      >
        <span aria-hidden="true" className={cn('h-2.5 w-2.5 shrink-0 rounded-full', dotClasses[state])} />
        <span className={cn('whitespace-nowrap', isCompact && 'sr-only')}>{label}</span>
        {countText && (
          <span
            data-testid="pending-count"
            className={cn('whitespace-nowrap font-normal text-slate-600', isCompact && 'sr-only')}
          >
            {countText}
          </span>
        )}
        {isCompact && status.pending > 0 && (
          <span aria-hidden="true" className="text-xs font-semibold text-slate-700">
            {status.pending}
          </span>
        )}
      </span>
      {state === 'pending' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={status.isSyncing}
          onClick={() => void offlineRuntime.sync({ manual: true })}
        >
          <RefreshCw className={cn('h-4 w-4', status.isSyncing && 'animate-spin')} aria-hidden="true" />
          <span className="ml-1">{t('badge.sync')}</span>
        </Button>
      )}
      {status.problems > 0 && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-800"
          onPointerEnter={syncProblemsDialog.preload}
          onFocus={syncProblemsDialog.preload}
          onClick={() => {
            setIsProblemsOpen(true);
          }}
        >
          <TriangleAlert className="h-4 w-4" aria-hidden="true" />
          <span className="ml-1">{t('badge.problems', { count: status.problems })}</span>
        </Button>
      )}
      {hasOpenedProblems && (
        <Suspense fallback={null}>
          <syncProblemsDialog.Component
            isOpen={isProblemsOpen}
            onClose={() => {
              setIsProblemsOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
