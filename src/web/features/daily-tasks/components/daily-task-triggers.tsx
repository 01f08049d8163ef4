// What completes daily tasks without a click (spec §4), mounted with the shell whether the drawer was opened or
// not: the drawer's body loads on its own (app/shell/shell-panels.ts).
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation, useNavigate } from '../../../lib/router/browser-router';
import { toast } from '../../../lib/toast';
import { takeAnnouncedEvent } from '../../../lib/daily-task-events';
import { useDailyTasks, type TDailySource } from './use-daily-tasks';

/** Query parameters a task's deep link carries, so the page it opens marks the task Done. */
export const dailyLinkParams = { from: 'from', fromValue: 'daily', task: 'task' } as const;

type DailyTasksState = ReturnType<typeof useDailyTasks>;

/**
 * What completes tasks without a click (spec §4): the auto-complete browser events of the templates, and
 * arriving on a page through a task's deep link (`?from=daily&task=…`, then removed from the address), which
 * also says "Tâche validée".
 */
function useDailyTaskTriggers({ data, markDone }: Pick<DailyTasksState, 'data' | 'markDone'>) {
  const { t } = useTranslation('daily');
  const location = useLocation();
  const navigate = useNavigate();
  const handledLinkRef = useRef<string | null>(null);

  useEffect(() => {
    if (!data) return;
    const cleanups: (() => void)[] = [];
    for (const item of data.items) {
      const eventName = item.autoCompleteEvent;
      if (!eventName) continue;
      // Announced before the list arrived.
      if (takeAnnouncedEvent(eventName)) markDone(item.code, 'event');
      const listener = () => {
        takeAnnouncedEvent(eventName);
        markDone(item.code, 'event');
      };
      window.addEventListener(eventName, listener);
      cleanups.push(() => {
        window.removeEventListener(eventName, listener);
      });
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [data, markDone]);

  useEffect(() => {
    if (!data) return;
    const params = new URLSearchParams(location.search);
    const code = params.get(dailyLinkParams.task);
    if (params.get(dailyLinkParams.from) !== dailyLinkParams.fromValue || !code) return;
    if (handledLinkRef.current === location.key) return;
    handledLinkRef.current = location.key;
    const source: TDailySource = 'deep_link';
    if (markDone(code, source)) void toast.success(t('toasts.completed'));
    params.delete(dailyLinkParams.from);
    params.delete(dailyLinkParams.task);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [data, location, markDone, navigate, t]);
}

/** Renders nothing: listens for the triggers (inside a Suspense, as it waits for the daily texts). */
export function DailyTaskTriggers() {
  useDailyTaskTriggers(useDailyTasks());
  return null;
}
