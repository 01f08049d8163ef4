import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { minPasswordLength, passwordSpecialCharacters } from '../../../../shared/contracts/fields';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useNewPasswordForm } from './use-new-password-form';

interface NewPasswordFormProps {
  /** The token of the e-mail's link. */
  token: string;
}

/** The new password (spec §5 rule shown under it) and its confirmation. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const getErrorText = useFieldErrorText();
  const { values, errors, getFieldId, handleChange, handleSubmit, isSending, formError } =
    useNewPasswordForm(token);

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-slate-700">{t('resetPassword.newPasswordIntro')}</p>
      {formError !== null && <FormAlert message={formError} />}
      <PasswordField
        id={getFieldId('password')}
        name="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        autoFocus
        hint={t('fields.passwordRule', { min: minPasswordLength, specials: passwordSpecialCharacters })}
        value={values.password}
        onChange={handleChange}
        error={getErrorText(errors.password)}
      />
      <PasswordField
        id={getFieldId('passwordConfirmation')}
        name="passwordConfirmation"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={handleChange}
        error={getErrorText(errors.passwordConfirmation)}
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
