/** Keyboard focus outline shared by the shell's links and buttons. */
export const focusRingClasses =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
