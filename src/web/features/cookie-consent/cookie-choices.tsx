import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/button';

export interface CookieChoicesProps {
  /** "Enregistrer mes choix" with the two switches' states. */
  onSave: (analytics: boolean, marketing: boolean) => void;
  /** "Annuler": back to the first view, nothing stored. */
  onCancel: () => void;
}

/**
 * "Personnaliser" (spec §2): the analytics and marketing switches, both off until turned on, then "Enregistrer
 * mes choix" or "Annuler". Its own chunk and catalog (cookieChoices): most visitors never open it.
 */
export function CookieChoices({ onSave, onCancel }: CookieChoicesProps) {
  const { t } = useTranslation('cookieChoices', { useSuspense: false });
  const [choices, setChoices] = useState({ analytics: false, marketing: false });
  const switchFor = (name: 'analytics' | 'marketing') => (
    <label className="flex min-h-11 items-start gap-3 py-1 text-sm">
      <input
        type="checkbox"
        role="switch"
        checked={choices[name]}
        autoFocus={name === 'analytics'}
        onChange={(event) => {
          setChoices({ ...choices, [name]: event.target.checked });
        }}
        className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
      />
      <span>
        <span className="block font-medium">{t(name)}</span>
        <span className="text-slate-600">{t(`${name}Description`)}</span>
      </span>
    </label>
  );
  return (
    <>
      <div className="mt-2">
        {switchFor('analytics')}
        {switchFor('marketing')}
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          onClick={() => {
            onSave(choices.analytics, choices.marketing);
          }}
        >
          {t('save')}
        </Button>
      </div>
    </>
  );
}
