/** Spec §9: mobile under 768 px. */
export const desktopMediaQuery = '(min-width: 768px)';

/** Whether the window is wide enough for the desktop sidebar (false where matchMedia is missing). */
export function isDesktopViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(desktopMediaQuery).matches;
}
