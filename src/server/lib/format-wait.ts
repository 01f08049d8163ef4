/** "3 minutes" / "45 secondes": how long to wait, in the reader's language, rounded up. */
export function formatWait(ms: number, language: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const unit = seconds >= 60 ? 'minute' : 'second';
  const value = seconds >= 60 ? Math.ceil(seconds / 60) : seconds;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
