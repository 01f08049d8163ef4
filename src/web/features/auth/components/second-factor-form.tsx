import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useSecondFactorForm } from './use-second-factor-form';

interface SecondFactorFormProps {
  onSignedIn: () => void;
  onRestart: (message: string) => void;
  /** Back to the e-mail and password. */
  onCancel: () => void;
}

/** The code of the authenticator app (or a backup code) that completes a sign-in with a second factor. */
export function SecondFactorForm({ onSignedIn, onRestart, onCancel }: SecondFactorFormProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const getErrorText = useFieldErrorText();
  const {
    values,
    errors,
    getFieldId,
    handleChange,
    handleSubmit,
    method,
    toggleMethod,
    isSending,
    formError,
  } = useSecondFactorForm({ onSignedIn, onRestart });
  const isTotp = method === 'totp';

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={isSending}
      aria-labelledby={titleId}
      className="space-y-4"
    >
      <div className="flex items-center gap-2">
        <ShieldCheck className="h-6 w-6 text-emerald-700" aria-hidden="true" />
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('secondFactor.title')}
        </h2>
      </div>
      <p className="text-sm text-slate-700">
        {t(isTotp ? 'secondFactor.totpIntro' : 'secondFactor.backupIntro')}
      </p>
      {formError !== null && <FormAlert message={formError} />}
      <TextField
        key={method}
        id={getFieldId('code')}
        name="code"
        label={t(isTotp ? 'secondFactor.totpLabel' : 'secondFactor.backupLabel')}
        autoComplete="one-time-code"
        inputMode={isTotp ? 'numeric' : 'text'}
        maxLength={isTotp ? 7 : 64}
        autoFocus
        value={values.code}
        onChange={handleChange}
        error={getErrorText(errors.code)}
        className={isTotp ? 'max-w-48' : undefined}
      />
      <SubmitButton
        isBusy={isSending}
        label={t('secondFactor.submit')}
        busyLabel={t('secondFactor.submitting')}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={toggleMethod} disabled={isSending}>
          {t(isTotp ? 'secondFactor.useBackupCode' : 'secondFactor.useTotp')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSending}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('secondFactor.back')}
        </Button>
      </div>
    </form>
  );
}
