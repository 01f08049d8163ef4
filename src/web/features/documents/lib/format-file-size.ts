/** The units of a file's size: octets in French ("1,2 Mo"), bytes in English ("1.2 MB"). */
const UNITS = {
  fr: ['o', 'Ko', 'Mo', 'Go'],
  en: ['B', 'KB', 'MB', 'GB'],
} as const;

/**
 * A file's size as the language writes it, in steps of 1024 (the limits are 20 and 500 binary megabytes): at
 * most one decimal, comma decimals in French, a no-break space before the unit ("1,2 Mo", "20 Mo", "800 o").
 */
export function formatFileSize(bytes: number, language: string): string {
  const units = language.startsWith('fr') ? UNITS.fr : UNITS.en;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023,96 Ko reads better as 1 Mo than as "1 024 Ko".
  if (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const figure = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${figure}\u00a0${units[unit] ?? ''}`;
}
