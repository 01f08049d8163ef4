import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle, Save } from 'lucide-react';
import type { TProfile } from '../../../../shared/contracts/account';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { TProfileField } from '../lib/profile-form-values';
import { ProfileRoleField } from './profile-role-field';
import { ProfileTextField } from './profile-text-field';
import { useProfileForm } from './use-profile-form';

/** Spec §5 profile bounds, also given to the inputs so nobody types past them. */
const maxNameLength = 100;
const maxBioLength = 500;

interface ProfileFormProps {
  profile: TProfile;
  /** Spec §6: the server's admin flag (role admin with a verified second factor). */
  isAdmin: boolean;
  isSignedIn: boolean;
  onSaved: (profile: TProfile) => void;
}

/** The profile form (spec §3, §5): names, company, display name, phone, bio, role; e-mail read-only. */
export function ProfileForm({ profile, isAdmin, isSignedIn, onSaved }: ProfileFormProps) {
  const { t } = useTranslation(['account', 'validation']);
  const { values, errors, isSaving, isDirty, formRef, getFieldId, handleChange, handleSubmit, handleReset } =
    useProfileForm({ profile, canEditRole: isAdmin, isSignedIn, onSaved });

  /** Client errors are keys "validation.x"; server errors are already translated text. */
  const getErrorText = (field: TProfileField): string | undefined => {
    const message = errors[field];
    if (message === undefined) return undefined;
    return message.startsWith('validation.')
      ? t(message.slice('validation.'.length), { ns: 'validation' })
      : message;
  };

  const textField = (field: Exclude<TProfileField, 'role' | 'bio'>) => ({
    id: getFieldId(field),
    name: field,
    label: t(`profile.fields.${field}`),
    value: values[field],
    error: getErrorText(field),
    onChange: handleChange,
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={isSaving}>
      <Card className="space-y-6 p-4 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileTextField
            {...textField('firstName')}
            autoComplete="given-name"
            maxLength={maxNameLength}
            isRequired
          />
          <ProfileTextField
            {...textField('lastName')}
            autoComplete="family-name"
            maxLength={maxNameLength}
            isRequired
          />
          <ProfileTextField
            {...textField('companyName')}
            autoComplete="organization"
            maxLength={maxNameLength}
          />
          <ProfileTextField
            {...textField('displayName')}
            autoComplete="nickname"
            maxLength={maxNameLength}
            hint={t('profile.hints.displayName')}
          />
          <ProfileTextField
            {...textField('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            hint={t('profile.hints.phone')}
          />
          <ProfileTextField
            id={getFieldId('email')}
            name="email"
            type="email"
            label={t('profile.fields.email')}
            value={profile.email}
            isReadOnly
            hint={t('profile.hints.email')}
          />
          <ProfileTextField
            id={getFieldId('bio')}
            name="bio"
            label={t('profile.fields.bio')}
            value={values.bio}
            error={getErrorText('bio')}
            onChange={handleChange}
            rows={4}
            maxLength={maxBioLength}
            hint={t('profile.hints.bio', { length: values.bio.length, max: maxBioLength })}
            className="sm:col-span-2"
          />
          <ProfileRoleField
            id={getFieldId('role')}
            value={values.role}
            canEdit={isAdmin}
            isAdminWithoutTwoFactor={profile.role === 'admin' && !isAdmin}
            error={getErrorText('role')}
            onChange={handleChange}
          />
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="lg"
            onClick={handleReset}
            disabled={!isDirty || isSaving}
            className="w-full sm:w-auto"
          >
            {t('profile.reset')}
          </Button>
          <Button type="submit" size="lg" disabled={!isDirty || isSaving} className="w-full sm:w-auto">
            {isSaving ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <Save className="h-5 w-5" aria-hidden="true" />
            )}
            {isSaving ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
        {!isDirty && (
          <p className="text-right text-xs text-slate-600" role="status">
            {t('profile.noChanges')}
          </p>
        )}
      </Card>
    </form>
  );
}
