import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clock } from 'lucide-react';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { SettingsSection } from './settings-section';
import { TimePreferencesForm } from './time-preferences-form';
import type { PreferencesStore } from './use-preferences';

interface TimePreferencesSectionProps {
  preferences: PreferencesStore;
}

/** Time zone and daily reset hour (spec §3 user_preferences, §4 business date). */
export function TimePreferencesSection({ preferences }: TimePreferencesSectionProps) {
  const { t } = useTranslation('account');
  const { state } = preferences;

  return (
    <SettingsSection
      icon={Clock}
      title={t('account:settings.time.title')}
      description={t('account:settings.time.help')}
    >
      <LoadStateView
        state={state}
        loadingText={t('account:settings.time.loading')}
        failedText={t('account:settings.time.loadFailed')}
        onRetry={preferences.retry}
      >
        {({ data }) => (
          <TimePreferencesForm
            // A new saved value starts the form again from it; a language change does not.
            key={`${data.timezone}|${data.dailyResetHour}`}
            timezone={data.timezone}
            dailyResetHour={data.dailyResetHour}
            save={preferences.save}
          />
        )}
      </LoadStateView>
    </SettingsSection>
  );
}
