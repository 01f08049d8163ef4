import { dateLocale } from '../../../../shared/domain/display-formats';

/** An instant as the reader writes it: "27/11/2026 14:05:09" (French) / "27/11/2026, 14:05:09" (English). */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
