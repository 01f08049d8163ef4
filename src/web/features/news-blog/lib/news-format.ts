import { dateLocale } from '../../../lib/date-locale';

/** A day as the news shows it: jj/mm/aaaa in French, dd/mm/yyyy in English, in the reader's time zone. */
export function formatNewsDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The time of a scheduled publication (14:05). */
export function formatNewsTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the editor's fields hold it: the local day ('2026-11-25') and time ('08:30'); empty for none. */
export function localDateAndTime(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const instant = new Date(iso);
  return {
    date: `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`,
    time: `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`,
  };
}

/**
 * The instant the editor's day and time name, in the browser's zone, as ISO: null when no day is given (the
 * server then publishes now); the day's midnight without a time; the text as typed when it names no date (the
 * server then says it is not valid).
 */
export function instantOf(date: string, time: string): string | null {
  if (date.trim() === '') return null;
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time.trim() === '' ? '00:00' : time.trim());
  if (!dayMatch || !timeMatch) return date;
  const [, year, month, day] = dayMatch.map(Number) as [number, number, number, number];
  const [, hours, minutes] = timeMatch.map(Number) as [number, number, number];
  const instant = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(instant.getTime()) ? date : instant.toISOString();
}
