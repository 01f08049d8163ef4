import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { defaultLanguage, isSupportedLanguage, languageOptions } from '../../../shared/i18n/languages';
import { changeLanguage } from '../../lib/i18n/i18n';
import { cn } from '../../lib/cn';

interface LanguageSwitchProps {
  className?: string;
  /** Shows the "Langue" label above the list; otherwise it is read by screen readers only. */
  isLabelVisible?: boolean;
}

/**
 * The language list of spec §9: French and English work; Italian, Spanish and German are listed as coming
 * soon and cannot be chosen. The choice is stored by i18n (key app-language).
 */
export function LanguageSwitch({ className, isLabelVisible = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const selectId = useId();
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (isSupportedLanguage(value)) void changeLanguage(value);
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className={isLabelVisible ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={selectId}
        value={current}
        onChange={handleChange}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {languageOptions.map((option) => (
          <option
            key={option.code}
            value={option.code}
            lang={option.isAvailable ? option.code : undefined}
            disabled={!option.isAvailable}
          >
            {option.isAvailable ? option.label : `${option.label} (${t('language.comingSoon')})`}
          </option>
        ))}
      </select>
    </div>
  );
}
