import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import type { TAdminUser } from '../../../../shared/contracts/account';
import { PROFILE_ROLES, type ProfileRole } from '../../../../shared/domain/accounts';
import { cn } from '../../../lib/cn';

function isProfileRole(value: string): value is ProfileRole {
  return (PROFILE_ROLES as readonly string[]).includes(value);
}

interface AdminUserRowProps {
  user: TAdminUser;
  isSelf: boolean;
  formatDate: (iso: string) => string;
  /** Resolves once the server answered; the list shows the new role only on success. */
  onChangeRole: (user: TAdminUser, role: ProfileRole) => Promise<void>;
}

/** One user: e-mail, second factor, creation date and the role list. */
export function AdminUserRow({ user, isSelf, formatDate, onChangeRole }: AdminUserRowProps) {
  const { t } = useTranslation('account');
  const selectId = useId();
  const [pendingRole, setPendingRole] = useState<ProfileRole | null>(null);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (!isProfileRole(value) || value === user.role) return;
    setPendingRole(value);
    void onChangeRole(user, value).finally(() => {
      setPendingRole(null);
    });
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
          {user.email}
          {isSelf && <span className="text-sm font-normal text-slate-600">{t('admin.you')}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            {user.twoFactorEnabled ? (
              <ShieldCheck className="h-4 w-4 text-emerald-700" aria-hidden="true" />
            ) : (
              <ShieldOff className="h-4 w-4 text-slate-500" aria-hidden="true" />
            )}
            {user.twoFactorEnabled ? t('admin.twoFactorOn') : t('admin.twoFactorOff')}
          </span>
          <span>{t('admin.createdAt', { date: formatDate(user.createdAt) })}</span>
        </p>
      </div>
      <div className="flex items-center gap-2 sm:w-56">
        <label htmlFor={selectId} className="sr-only">
          {t('admin.roleOf', { email: user.email })}
        </label>
        <select
          id={selectId}
          value={pendingRole ?? user.role}
          onChange={handleChange}
          disabled={pendingRole !== null}
          className={cn(
            'block h-10 w-full rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
            'disabled:opacity-60',
          )}
        >
          {PROFILE_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        {pendingRole !== null && (
          <LoaderCircle
            className="h-4 w-4 shrink-0 animate-spin text-emerald-700"
            aria-label={t('admin.saving')}
          />
        )}
      </div>
    </li>
  );
}
