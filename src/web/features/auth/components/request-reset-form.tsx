import { MailCheck, Send } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { EmailField } from '../../../components/forms/email-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useRequestResetForm } from './use-request-reset-form';

/** Asks for the e-mail, then says a link valid one hour is on its way if the address has an account. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const getErrorText = useFieldErrorText();
  const { values, errors, getFieldId, handleChange, handleSubmit, isSending, formError, sentTo, askAgain } =
    useRequestResetForm();

  if (sentTo !== null) {
    return (
      <div className="space-y-4">
        <div role="status" className="flex items-start gap-3 rounded-md bg-emerald-50 p-4 text-emerald-900">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{t('resetPassword.requestSent', { email: sentTo })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/login" className={buttonClasses('primary', 'lg')}>
            {t('resetPassword.backToLogin')}
          </Link>
          <Button variant="secondary" size="lg" onClick={askAgain}>
            {t('resetPassword.requestAgain')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-slate-700">{t('resetPassword.requestIntro')}</p>
      {formError !== null && <FormAlert message={formError} />}
      <EmailField
        id={getFieldId('email')}
        label={t('fields.email')}
        value={values.email}
        onChange={handleChange}
        error={getErrorText(errors.email)}
      />
      <SubmitButton
        isBusy={isSending}
        label={t('resetPassword.requestSubmit')}
        busyLabel={t('resetPassword.requestSubmitting')}
        icon={<Send className="h-5 w-5" aria-hidden="true" />}
      />
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-emerald-800 underline underline-offset-4">
          {t('resetPassword.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
