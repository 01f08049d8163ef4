import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Users } from 'lucide-react';
import type { TAdminUser } from '../../../../shared/contracts/account';
import type { ProfileRole } from '../../../../shared/domain/accounts';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { changeUserRole } from '../api/change-user-role';
import { AdminUserRow } from './admin-user-row';
import { useAdminUsers } from './use-admin-users';
import { dateLocale } from '../../../lib/date-locale';

/**
 * Administration (admins only, spec §6): every user and a role list each. A whole section on its own, shown by
 * the settings page through the app (features do not import each other) and downloaded by admins only.
 */
export default function AdminUsersSection() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { state: session, reload } = useSession();
  const { state, retry, replaceUser } = useAdminUsers();
  const headingId = useId();
  const selfId = session.phase === 'signed-in' ? session.status.user.id : null;

  const formatDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [i18n.language]);

  const handleChangeRole = async (user: TAdminUser, role: ProfileRole) => {
    const result = await changeUserRole(user.id, role);
    if (!result.ok) {
      void toast.error(t('account:admin.roleChangeFailed', { message: result.message }));
      return;
    }
    replaceUser({ id: user.id, role: result.data.role });
    void toast.success(
      t('account:admin.roleChanged', { email: user.email, role: t(`account:roles.${result.data.role}`) }),
    );
    // Changing one's own role changes one's own rights.
    if (user.id === selfId) void reload();
  };

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Users className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {t('account:admin.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('account:admin.help')}</p>
        </div>

        <LoadStateView
          state={state}
          loadingText={t('account:admin.loading')}
          failedText={t('account:admin.loadFailed')}
          onRetry={retry}
          isEmpty={({ data }) => data.users.length === 0}
          emptyText={t('account:admin.empty')}
        >
          {({ data }) => (
            <ul className="divide-y divide-slate-200" aria-label={t('account:admin.listLabel')}>
              {data.users.map((user) => (
                <AdminUserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === selfId}
                  formatDate={formatDate}
                  onChangeRole={handleChangeRole}
                />
              ))}
            </ul>
          )}
        </LoadStateView>
      </Card>
    </section>
  );
}
