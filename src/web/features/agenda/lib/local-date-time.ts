/**
 * The reminder field: a `datetime-local` value ("2026-05-05T08:00", the browser's wall clock) and the ISO instant
 * with its offset the API takes ("2026-05-05T08:00:00+02:00").
 */
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');

function localParts(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

/**
 * The ISO instant of a local date and time, with the browser's offset at that moment (summer time included);
 * null for an empty field. Anything unreadable is returned as is, so the contract says it is invalid.
 */
export function localDateTimeToIso(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = localDateTimePattern.exec(text);
  if (!match) return text;
  // The seconds are optional: an absent group reads as 0.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = Array.from(
    { length: 6 },
    (_, index) => Number(match[index + 1] ?? '0'),
  );
  const date = new Date(year, month - 1, day, hour, minute, second);
  // 2026-02-30 would roll over to March: refused. A time in the spring-forward gap moves by an hour, as clocks do.
  if (Number.isNaN(date.getTime()) || date.getDate() !== day || date.getMonth() !== month - 1) return text;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${localParts(date)}:${two(date.getSeconds())}${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
}

/** An ISO instant as the `datetime-local` field shows it, in the browser's time zone ('' when none). */
export function isoToLocalDateTime(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localParts(date);
}
