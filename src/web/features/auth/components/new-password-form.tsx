import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { SubmitButton } from './submit-button';
import { useNewPasswordForm } from './use-new-password-form';

interface NewPasswordFormProps {
  /** The token of the e-mail's link. */
  token: string;
}

/** The new password (spec §5 rule shown under it) and its confirmation. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { values, errors, getFieldId, handleChange, handleSubmit, isSending, formError } =
    useNewPasswordForm(token);

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-slate-700">{t('resetPassword.newPasswordIntro')}</p>
      {formError !== null && <FormAlert message={formError} />}
      <NewPasswordFields
        getFieldId={getFieldId}
        values={values}
        errors={errors}
        onChange={handleChange}
        passwordLabel={t('fields.newPassword')}
        autoFocus
      />
      <SubmitButton
        isBusy={isSending}
        label={t('resetPassword.updateSubmit')}
        busyLabel={t('resetPassword.updateSubmitting')}
        icon={<KeyRound className="h-5 w-5" aria-hidden="true" />}
      />
    </form>
  );
}
