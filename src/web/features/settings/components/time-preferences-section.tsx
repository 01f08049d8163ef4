import { useTranslation } from 'react-i18next';
import { AlertCircle, Clock, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SettingsSection } from './settings-section';
import { TimePreferencesForm } from './time-preferences-form';
import type { PreferencesStore } from './use-preferences';

interface TimePreferencesSectionProps {
  preferences: PreferencesStore;
}

/** Time zone and daily reset hour (spec §3 user_preferences, §4 business date). */
export function TimePreferencesSection({ preferences }: TimePreferencesSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const { state } = preferences;

  return (
    <SettingsSection
      icon={Clock}
      title={t('account:settings.time.title')}
      description={t('account:settings.time.help')}
    >
      {state.kind === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle className="h-4 w-4 animate-spin text-emerald-700" aria-hidden="true" />
          {t('account:settings.time.loading')}
        </p>
      )}
      {state.kind === 'error' && (
        <div className="space-y-3">
          <p role="alert" className="flex gap-2 text-sm text-slate-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
            <span>
              {t('account:settings.time.loadFailed')} {state.message}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={preferences.retry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('common:retry')}
          </Button>
        </div>
      )}
      {state.kind === 'loaded' && (
        <TimePreferencesForm
          // A new saved value starts the form again from it; a language change does not.
          key={`${state.preferences.timezone}|${state.preferences.dailyResetHour}`}
          timezone={state.preferences.timezone}
          dailyResetHour={state.preferences.dailyResetHour}
          save={preferences.save}
        />
      )}
    </SettingsSection>
  );
}
