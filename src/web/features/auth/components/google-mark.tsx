/** A plain "G" drawn inline (no image request, no brand asset): an open ring and its bar. */
export function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M18.13 6.86A8 8 0 1 0 20 12h-7.5"
        fill="none"
        stroke="#1a73e8"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
