import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle } from 'lucide-react';
import { ZPasswordConfirmation } from '../../../../shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSingleFieldForm } from './use-single-field-form';
import { useValidationText } from './use-validation-text';

interface PasswordConfirmFormProps {
  /** Says what the password unlocks ("Confirmez votre mot de passe pour activer…"). */
  prompt: string;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  /** Resolves with the message to show under the field, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/** Asks the password again before a sensitive change (two-factor on or off, new backup codes). */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation('account');
  const getValidationText = useValidationText();
  const {
    value: password,
    error,
    isBusy,
    inputRef: inputRef,
    handleSubmit,
    handleValueChange,
  } = useSingleFieldForm({
    schema: ZPasswordConfirmation,
    toBody: (password) => ({ password }),
    send: (body) => onConfirm(body.password),
  });
  const fieldId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={isBusy}
      className="space-y-3 rounded-md bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-800">{prompt}</p>
      <TextField
        inputRef={inputRef}
        id={fieldId}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('settings.twoFactor.password')}
        value={password}
        onChange={(event) => {
          handleValueChange(event.target.value);
        }}
        error={getValidationText(error)}
        maxLength={128}
        isRequired
        className="max-w-sm"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant={variant} disabled={isBusy}>
          {isBusy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
