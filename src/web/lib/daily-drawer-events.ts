/**
 * Asking the shell's "Jour" drawer to open from a page (the dashboard's daily checklist line): a window event, so a
 * feature needs no import of the shell.
 */
export const openDailyDrawerEvent = 'methapilot:open-daily-drawer';

export function requestDailyDrawerOpen(): void {
  window.dispatchEvent(new Event(openDailyDrawerEvent));
}
