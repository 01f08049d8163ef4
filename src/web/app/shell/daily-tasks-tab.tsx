import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openDailyDrawerEvent } from '../../lib/daily-drawer-events';
import { ListChecks } from 'lucide-react';
import { CloseButton } from '../../components/ui/close-button';
import { DailyTasksPanel } from '../../features/daily-tasks/components/daily-tasks-panel';
import { formatBadgeCount } from '../../lib/format-badge-count';

/** Local storage key of the drawer's open state (spec §4: it persists locally). */
export const dailyDrawerStorageKey = 'daily-drawer-open';

function readStoredOpen(): boolean {
  try {
    return localStorage.getItem(dailyDrawerStorageKey) === 'true';
  } catch {
    return false;
  }
}

interface DailyTasksTabProps {
  /** Tasks left today; null while the daily tasks are not available (no badge). */
  remainingCount: number | null;
}

/**
 * The "Jour" tab on the right edge and its drawer "Tâches du jour" (spec §2): the day's checklist with XP. The
 * panel stays mounted while the drawer is closed, so deep links and auto-complete events still tick tasks.
 */
export function DailyTasksTab({ remainingCount }: DailyTasksTabProps) {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(readStoredOpen);
  const tabRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Focus moves only when the user opened or closed the drawer, never when it is restored on load. */
  const shouldMoveFocusRef = useRef(false);
  const drawerId = useId();
  const titleId = useId();
  const badgeId = useId();
  const hasBadge = remainingCount !== null && remainingCount > 0;

  useEffect(() => {
    try {
      localStorage.setItem(dailyDrawerStorageKey, String(isOpen));
    } catch {
      // private mode: the state lasts for this visit
    }
    if (!shouldMoveFocusRef.current) return;
    shouldMoveFocusRef.current = false;
    (isOpen ? closeRef : tabRef).current?.focus();
  }, [isOpen]);

  const setOpen = (nextIsOpen: boolean) => {
    shouldMoveFocusRef.current = true;
    setIsOpen(nextIsOpen);
  };

  // A page may ask for the drawer (the dashboard's checklist line): it opens with the focus on its close button.
  useEffect(() => {
    const open = () => {
      shouldMoveFocusRef.current = true;
      setIsOpen(true);
    };
    window.addEventListener(openDailyDrawerEvent, open);
    return () => {
      window.removeEventListener(openDailyDrawerEvent, open);
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={tabRef}
        type="button"
        hidden={isOpen}
        aria-expanded={isOpen}
        aria-controls={drawerId}
        aria-describedby={hasBadge ? badgeId : undefined}
        onClick={() => {
          setOpen(true);
        }}
        className="fixed top-1/2 right-0 z-30 flex -translate-y-1/2 flex-col items-center gap-2 rounded-l-lg bg-emerald-700 px-2 py-3 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <span className="[writing-mode:vertical-rl]">{t('daily.tab')}</span>
        {hasBadge && (
          <>
            <span
              aria-hidden="true"
              className="min-w-6 rounded-full bg-white px-1.5 py-0.5 text-center text-xs font-bold text-emerald-800"
            >
              {formatBadgeCount(remainingCount)}
            </span>
            {/* A description, not part of the name: the tab stays "Jour" whatever the count. */}
            <span id={badgeId} hidden>
              {t('daily.remaining', { count: remainingCount })}
            </span>
          </>
        )}
      </button>
      <section
        id={drawerId}
        aria-labelledby={titleId}
        hidden={!isOpen}
        onKeyDown={handleKeyDown}
        className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col border-l border-slate-200 bg-white text-slate-900 shadow-2xl"
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <ListChecks className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <h2 id={titleId} className="flex-1 text-base font-semibold">
            {t('daily.title')}
          </h2>
          <CloseButton
            ref={closeRef}
            label={t('daily.close')}
            onClick={() => {
              setOpen(false);
            }}
          />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <Suspense fallback={null}>
            <DailyTasksPanel />
          </Suspense>
        </div>
      </section>
    </>
  );
}
