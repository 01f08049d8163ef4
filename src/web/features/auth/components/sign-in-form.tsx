import { LogIn } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { FormAlert } from './form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from './submit-button';
import { EmailField } from '../../../components/forms/email-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useSignInForm } from './use-sign-in-form';

interface SignInFormProps {
  onSignedIn: () => void;
  onSecondFactor: () => void;
  onAttempt: () => void;
  /** Said above the form (e.g. the second-factor step expired and the password is asked again). */
  notice: string | null;
}

/** E-mail, password (with show/hide), the forgotten-password link and the submit button. */
export function SignInForm({ onSignedIn, onSecondFactor, onAttempt, notice }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const getErrorText = useFieldErrorText();
  const { values, errors, getFieldId, handleChange, handleSubmit, isSending, formError } = useSignInForm({
    onSignedIn,
    onSecondFactor,
    onAttempt,
  });
  const alert = formError ?? notice;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      {alert !== null && <FormAlert message={alert} />}
      <EmailField
        id={getFieldId('email')}
        label={t('fields.email')}
        value={values.email}
        onChange={handleChange}
        error={getErrorText(errors.email)}
      />
      <div>
        <PasswordField
          id={getFieldId('password')}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={handleChange}
          error={getErrorText(errors.password)}
        />
        <p className="mt-2 text-right text-sm">
          <Link
            to="/reset-password"
            className="font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-900"
          >
            {t('signIn.forgotPassword')}
          </Link>
        </p>
      </div>
      <SubmitButton
        isBusy={isSending}
        label={t('signIn.submit')}
        busyLabel={t('signIn.submitting')}
        icon={<LogIn className="h-5 w-5" aria-hidden="true" />}
      />
    </form>
  );
}
