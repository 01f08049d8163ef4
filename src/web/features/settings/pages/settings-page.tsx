import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle } from 'lucide-react';
import { useSession } from '../../../lib/session/session-context';
import { ActiveSessionsSection } from '../components/active-sessions-section';
import { LanguageSection } from '../components/language-section';
import { LocationSection } from '../components/location-section';
import { MyActivitySection } from '../components/my-activity-section';
import { MyDataSection } from '../components/my-data-section';
import { NotificationsSection } from '../components/notifications-section';
import { PasswordSection } from '../components/password-section';
import { TimePreferencesSection } from '../components/time-preferences-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { usePreferences } from '../components/use-preferences';

interface SettingsPageProps {
  /**
   * The administration section (users and roles), shown to admins only. It belongs to the admin feature,
   * which this feature may not import: the app passes it in (src/web/app/dashboard-page-loaders.ts), as a lazy component.
   */
  adminSection?: ComponentType;
}

/**
 * Settings (spec §2): language, time zone and daily reset hour, password, two-factor authentication, active
 * sessions, and for admins the users' roles.
 */
export default function SettingsPage({ adminSection: AdminSection }: SettingsPageProps) {
  const { t } = useTranslation(['pages', 'account', 'activity']);
  const { state } = useSession();
  const preferences = usePreferences();
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const isAdmin = state.phase === 'signed-in' && state.status.isAdmin;

  const handlePasswordChanged = useCallback(() => {
    setSessionsVersion((version) => version + 1);
  }, []);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('pages:settings.title')}
      </h1>
      <LanguageSection preferences={preferences} />
      <TimePreferencesSection preferences={preferences} />
      <LocationSection />
      <NotificationsSection />
      <PasswordSection onChanged={handlePasswordChanged} />
      <TwoFactorSection />
      <ActiveSessionsSection refreshKey={sessionsVersion} />
      <MyActivitySection />
      <MyDataSection />
      {isAdmin && AdminSection && (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <LoaderCircle className="h-4 w-4 animate-spin text-emerald-700" aria-hidden="true" />
              {t('account:settings.adminLoading')}
            </p>
          }
        >
          <AdminSection />
        </Suspense>
      )}
    </div>
  );
}
