import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { MonitorSmartphone } from 'lucide-react';
import type { TActiveSession } from '../../../../shared/contracts/account';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { revokeSession } from '../api/revoke-session';
import { ActiveSessionRow } from './active-session-row';
import { SettingsSection } from './settings-section';
import { useActiveSessions } from './use-active-sessions';
import { dateLocale } from '../../../lib/date-locale';

interface ActiveSessionsSectionProps {
  /** Changes when the list is known to be out of date (the other sessions ended with a password change). */
  refreshKey: number;
}

/** The user's active sessions; any can be revoked, and revoking this one signs out to /login. */
export function ActiveSessionsSection({ refreshKey }: ActiveSessionsSectionProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { markSignedOut } = useSession();
  const navigate = useNavigate();
  const { state, retry, removeSession } = useActiveSessions(refreshKey);

  const formatDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [i18n.language]);

  const handleRevoke = async (session: TActiveSession) => {
    const result = await revokeSession(session.id);
    if (!result.ok && result.status !== 404) {
      void toast.error(t('account:settings.sessions.revokeFailed', { message: result.message }));
      return;
    }
    if (session.isCurrent) {
      // This tab's session is gone on the server: forget it here and go to the sign-in page together.
      markSignedOut();
      navigate('/login', { replace: true });
      return;
    }
    removeSession(session.id);
    void toast.success(t('account:settings.sessions.revoked'));
  };

  return (
    <SettingsSection
      icon={MonitorSmartphone}
      title={t('account:settings.sessions.title')}
      description={t('account:settings.sessions.help')}
    >
      <LoadStateView
        state={state}
        loadingText={t('account:settings.sessions.loading')}
        failedText={t('account:settings.sessions.loadFailed')}
        onRetry={retry}
        isEmpty={({ data }) => data.sessions.length === 0}
        emptyText={t('account:settings.sessions.empty')}
      >
        {({ data }) => (
          <ul className="divide-y divide-slate-200">
            {sortCurrentFirst(data.sessions).map((session) => (
              <ActiveSessionRow
                key={session.id}
                session={session}
                formatDate={formatDate}
                onRevoke={handleRevoke}
              />
            ))}
          </ul>
        )}
      </LoadStateView>
    </SettingsSection>
  );
}

/** This device first, then the most recently active. */
function sortCurrentFirst(sessions: readonly TActiveSession[]): TActiveSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.updatedAt.localeCompare(a.updatedAt),
  );
}
