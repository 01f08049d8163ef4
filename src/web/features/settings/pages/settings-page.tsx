import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { Card } from '../../../components/ui/card';

/**
 * Settings (spec §2). The language works now; time zone, daily reset hour, password, two-factor and sessions
 * come with the accounts and are announced as such.
 */
export default function SettingsPage() {
  const { t } = useTranslation(['pages', 'shell']);
  const languageHeadingId = useId();
  const accountHeadingId = useId();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('pages:settings.title')}
      </h1>

      <section aria-labelledby={languageHeadingId}>
        <Card className="space-y-3">
          <h2 id={languageHeadingId} className="text-lg font-semibold text-slate-900">
            {t('shell:settingsPage.languageTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('shell:settingsPage.languageHelp')}</p>
          <LanguageSwitch className="max-w-xs" />
        </Card>
      </section>

      <section aria-labelledby={accountHeadingId}>
        <Card className="space-y-3">
          <h2 id={accountHeadingId} className="text-lg font-semibold text-slate-900">
            {t('shell:settingsPage.accountTitle')}
          </h2>
          <p className="flex gap-2 text-sm text-slate-700">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>{t('shell:settingsPage.accountNote')}</span>
          </p>
        </Card>
      </section>
    </div>
  );
}
