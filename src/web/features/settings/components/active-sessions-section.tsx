import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertCircle, LoaderCircle, MonitorSmartphone, RefreshCw } from 'lucide-react';
import type { TActiveSession } from '../../../../shared/contracts/account';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { revokeSession } from '../api/revoke-session';
import { ActiveSessionRow } from './active-session-row';
import { SettingsSection } from './settings-section';
import { useActiveSessions } from './use-active-sessions';

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
    const formatter = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
      void navigate('/login', { replace: true });
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
      {state.kind === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle className="h-4 w-4 animate-spin text-emerald-700" aria-hidden="true" />
          {t('account:settings.sessions.loading')}
        </p>
      )}
      {state.kind === 'error' && (
        <div className="space-y-3">
          <p role="alert" className="flex gap-2 text-sm text-slate-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
            <span>
              {t('account:settings.sessions.loadFailed')} {state.message}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('common:retry')}
          </Button>
        </div>
      )}
      {state.kind === 'loaded' &&
        (state.sessions.length === 0 ? (
          <p className="text-sm text-slate-700">{t('account:settings.sessions.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {sortCurrentFirst(state.sessions).map((session) => (
              <ActiveSessionRow
                key={session.id}
                session={session}
                formatDate={formatDate}
                onRevoke={handleRevoke}
              />
            ))}
          </ul>
        ))}
    </SettingsSection>
  );
}

/** This device first, then the most recently active. */
function sortCurrentFirst(sessions: readonly TActiveSession[]): TActiveSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.updatedAt.localeCompare(a.updatedAt),
  );
}
