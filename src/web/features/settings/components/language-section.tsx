import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Languages } from 'lucide-react';
import { isSupportedLanguage } from '../../../../shared/i18n/languages';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { toast } from '../../../lib/toast';
import { SettingsSection } from './settings-section';
import type { PreferencesStore } from './use-preferences';

interface LanguageSectionProps {
  preferences: PreferencesStore;
}

/**
 * The interface language: applied at once on this device by the switch, and stored with the account
 * (PATCH /api/preferences) so that e-mails and other devices follow it.
 */
export function LanguageSection({ preferences }: LanguageSectionProps) {
  const { t } = useTranslation('account');
  const { save } = preferences;

  // The switch handles the change itself; its change event bubbles here to be saved on the account too.
  const handleChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown;
    if (!(target instanceof HTMLSelectElement) || !isSupportedLanguage(target.value)) return;
    void save({ language: target.value }).then((result) => {
      if (!result.ok && result.status !== 401) {
        void toast.error(t('settings.language.saveFailed', { message: result.message }));
      }
    });
  };

  return (
    <SettingsSection
      icon={Languages}
      title={t('settings.language.title')}
      description={t('settings.language.help')}
    >
      <div onChange={handleChange}>
        <LanguageSwitch className="max-w-xs" isLabelVisible />
      </div>
    </SettingsSection>
  );
}
