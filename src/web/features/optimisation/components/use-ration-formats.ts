import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The optimiser's figures in the user's language (decimal comma in French). */
export function useRationFormats() {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const formats = new Map<number, Intl.NumberFormat>();
  const withDecimals = (digits: number) => {
    let format = formats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
      formats.set(digits, format);
    }
    return format;
  };
  return {
    /** Tonnes, % and C/N: one decimal (two under 10 t, where a decimal is a truckload's share). */
    tonnes: (value: number) => withDecimals(value < 10 ? 2 : 1).format(value),
    one: (value: number) => withDecimals(1).format(value),
    whole: (value: number) => withDecimals(0).format(value),
  };
}

export type RationFormats = ReturnType<typeof useRationFormats>;
