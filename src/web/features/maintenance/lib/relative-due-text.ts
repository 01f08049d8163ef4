import type { TDateStanding } from './due-summary';

/** The i18n key and values of a task's "Dans 1 234 jours" / "Demain" / "Aujourd'hui" / "En retard depuis hier". */
export type TRelativeDueText =
  | { key: 'dueToday' | 'dueTomorrow' | 'lateSinceYesterday' }
  | { key: 'dueIn' | 'lateBy'; count: number; days: string };

const dayCountFormats = new Map<string, Intl.NumberFormat>();

/** A whole number of days as the language writes it: "1 234" (narrow no-break space) in French, "1,234" in English. */
export function formatDayCount(days: number, language: string): string {
  let format = dayCountFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    dayCountFormats.set(language, format);
  }
  return format.format(days);
}

/** Nothing for a closed or undated task; a word for today and the next or previous day, else a counted text. */
export function relativeDueText(standing: TDateStanding, language: string): TRelativeDueText | null {
  if (standing === null) return null;
  if (standing.kind === 'today') return { key: 'dueToday' };
  if (standing.days === 1) return { key: standing.kind === 'late' ? 'lateSinceYesterday' : 'dueTomorrow' };
  return {
    key: standing.kind === 'late' ? 'lateBy' : 'dueIn',
    count: standing.days,
    days: formatDayCount(standing.days, language),
  };
}
