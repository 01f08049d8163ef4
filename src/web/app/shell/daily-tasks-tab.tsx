import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { openDailyDrawerEvent } from '../../lib/daily-task-events';
import { ListChecks } from 'lucide-react';
import { CloseButton } from '../../components/ui/close-button';
import { formatBadgeCount } from '../../lib/format-badge-count';
import { dailyTasksPanel } from './shell-panels';

interface DailyTasksTabProps {
  /** Tasks left today; null while the daily tasks are not available (no badge). */
  remainingCount: number | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The "Jour" tab and its drawer "Tâches du jour" (spec §2): the day's checklist with XP. The tab sits in the
 * shell's tool dock (the bar at the foot of a phone, the right-hand rail on a wide screen). The panel's body is
 * its own chunk, mounted from the drawer's first opening on; deep links and auto-complete events tick tasks
 * without it (DailyTaskTriggers, in the shell).
 */
export function DailyTasksTab({ remainingCount, isOpen, onOpenChange }: DailyTasksTabProps) {
  const { t } = useTranslation('shell');
  const tabRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Focus moves only when the user opened or closed the drawer, never when it is restored on load. */
  const shouldMoveFocusRef = useRef(false);
  const drawerId = useId();
  const titleId = useId();
  const badgeId = useId();
  const hasBadge = remainingCount !== null && remainingCount > 0;
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (!shouldMoveFocusRef.current) return;
    shouldMoveFocusRef.current = false;
    (isOpen ? closeRef : tabRef).current?.focus();
  }, [isOpen]);

  const setOpen = (nextIsOpen: boolean) => {
    shouldMoveFocusRef.current = true;
    onOpenChange(nextIsOpen);
  };

  // A page may ask for the drawer (the dashboard's checklist line): it opens with the focus on its close button.
  useEffect(() => {
    const open = () => {
      shouldMoveFocusRef.current = true;
      onOpenChange(true);
    };
    window.addEventListener(openDailyDrawerEvent, open);
    return () => {
      window.removeEventListener(openDailyDrawerEvent, open);
    };
  }, [onOpenChange]);

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
        onPointerEnter={dailyTasksPanel.preload}
        onFocus={dailyTasksPanel.preload}
        onClick={() => {
          setOpen(true);
        }}
        className="flex h-12 items-center gap-2 rounded-full bg-emerald-700 px-4 text-sm font-semibold text-white shadow-md hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 md:h-auto md:flex-col md:rounded-l-lg md:rounded-r-none md:px-2 md:py-3 md:shadow-lg"
      >
        <span className="md:[writing-mode:vertical-rl]">{t('daily.tab')}</span>
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
          {hasOpened && (
            <Suspense fallback={null}>
              <dailyTasksPanel.Component />
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}
