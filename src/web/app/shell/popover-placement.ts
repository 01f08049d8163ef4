/** Where a popover of the shell goes (the reminders list): under its button, inside the window. */
const popoverWidth = 320;
const margin = 8;

export interface PopoverPlacement {
  top: number;
  left: number;
  width: number;
  /** The page, or the mobile drawer (a modal dialog, on the top layer) when the button is in it. */
  container: Element;
}

export function placePopover(button: HTMLElement): PopoverPlacement {
  const rect = button.getBoundingClientRect();
  const width = Math.min(popoverWidth, window.innerWidth - 2 * margin);
  const left = Math.max(margin, Math.min(rect.left, window.innerWidth - width - margin));
  return { top: rect.bottom + margin, left, width, container: button.closest('dialog') ?? document.body };
}
