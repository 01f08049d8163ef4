import { formatNumericDate } from '../../../lib/format-figures';
import { plantCalendarDate } from '../../../lib/plant-clock';

/** The day a document was imported, jj/mm/aaaa, in the plant's time zone. */
export function formatDocumentDate(instant: string, language: string): string {
  return formatNumericDate(plantCalendarDate(new Date(instant)), language);
}
