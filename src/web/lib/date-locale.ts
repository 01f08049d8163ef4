/**
 * The locale dates and times are written in: French as in France ("26 nov. 2026", "14:05"), English as in the
 * United Kingdom ("26 Nov 2026", "14:05"), never the American order and 12-hour clock a bare "en" gives.
 */
export function dateLocale(language: string): 'fr-FR' | 'en-GB' {
  return language.startsWith('fr') ? 'fr-FR' : 'en-GB';
}
