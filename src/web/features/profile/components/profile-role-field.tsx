import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PROFILE_ROLES, type ProfileRole } from '../../../../shared/domain/accounts';
import { describeField, FieldFrame } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';

interface ProfileRoleFieldProps {
  id: string;
  value: ProfileRole;
  /** Spec §6: only an admin (role admin with a verified second factor) changes roles. */
  canEdit: boolean;
  /** The role is admin but without a verified second factor: admin rights are off until 2FA is on. */
  isAdminWithoutTwoFactor: boolean;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** The role list (French labels), locked with an explanation for anyone but an admin. */
export function ProfileRoleField({
  id,
  value,
  canEdit,
  isAdminWithoutTwoFactor,
  error,
  onChange,
}: ProfileRoleFieldProps) {
  const { t } = useTranslation('account');
  const hint = canEdit
    ? t('profile.roleHintAdmin')
    : isAdminWithoutTwoFactor
      ? t('profile.roleHintNeedsTwoFactor')
      : t('profile.roleHintLocked');

  const { hasError, describedBy } = describeField(id, { hint, error });

  return (
    <FieldFrame id={id} label={t('profile.role')} hint={hint} error={error}>
      <select
        id={id}
        name="role"
        value={value}
        onChange={onChange}
        disabled={!canEdit}
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn(
          'mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
          'disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-700',
        )}
      >
        {PROFILE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
