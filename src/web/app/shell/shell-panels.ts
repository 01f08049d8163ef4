// The shell's panels that the first paint does not need (issue 16, page weight): each body is its own chunk,
// loaded when it first shows, on the user's intent (hover or focus of its opener), or once the page is idle
// (useIdlePanelPreload), unless the browser asks to save data.
import { syncProblemsDialog } from '../../features/offline/components/sync-problems-panel';
import { sessionExpiryBanner } from '../../features/session-expiry/components/session-expiry-monitor';
import { lazyPanel } from '../../lib/lazy-panel';

export const searchPanel = lazyPanel(() =>
  import('../../features/search/components/search-panel').then((module) => module.SearchPanel),
);

export const dailyTasksPanel = lazyPanel(() =>
  import('../../features/daily-tasks/components/daily-tasks-panel').then((module) => module.DailyTasksPanel),
);

export const remindersPopover = lazyPanel(() =>
  import('./reminders-popover').then((module) => module.RemindersPopover),
);

/** Every panel, preloaded once the page is idle. */
export const idlePreloadedPanels = [
  searchPanel,
  dailyTasksPanel,
  syncProblemsDialog,
  sessionExpiryBanner,
  remindersPopover,
];
