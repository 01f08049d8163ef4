// The daily tasks' window events (spec §4): a page completes a task or opens the shell's "Jour" drawer without
// importing the shell or the daily-tasks feature.

/**
 * Browser events that complete a daily task (daily_tasks_template.auto_complete_event, spec §4). A page
 * announces one with `announceDailyTaskEvent`: it is dispatched on window for the listeners already there, and
 * remembered for the drawer when its list has not arrived yet (the dashboard's data may load first).
 */
const announced = new Set<string>();

export function announceDailyTaskEvent(name: string): void {
  announced.add(name);
  window.dispatchEvent(new CustomEvent(name));
}

/** Whether `name` was announced and not handled yet; handling it forgets it. */
export function takeAnnouncedEvent(name: string): boolean {
  return announced.delete(name);
}

/**
 * Asking the shell's "Jour" drawer to open from a page (the dashboard's daily checklist line): a window event, so a
 * feature needs no import of the shell.
 */
export const openDailyDrawerEvent = 'methapilot:open-daily-drawer';

export function requestDailyDrawerOpen(): void {
  window.dispatchEvent(new Event(openDailyDrawerEvent));
}
