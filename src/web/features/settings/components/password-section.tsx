import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckCircle2, KeyRound, LoaderCircle } from 'lucide-react';
import { passwordSpecialCharacters } from '../../../../shared/domain/field-rules';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import {
  emptyPasswordChangeValues,
  isPasswordChangeField,
  passwordChangeFields,
  pickPasswordChangeErrors,
  validatePasswordChange,
  type TPasswordChangeErrors,
  type TPasswordChangeField,
  type TPasswordChangeValues,
} from '../lib/password-change-values';
import { TextField } from '../../../components/ui/text-field';
import { SettingsSection } from './settings-section';
import { useValidationText } from './use-validation-text';

interface PasswordSectionProps {
  /** The server ended the other sessions: the session list is out of date. */
  onChanged: () => void;
}

/** Password change (spec §5 rules, §8 texts); the server then ends every other session of the user. */
export function PasswordSection({ onChanged }: PasswordSectionProps) {
  const { t } = useTranslation('account');
  const getValidationText = useValidationText();
  const [values, setValues] = useState<TPasswordChangeValues>(emptyPasswordChangeValues);
  const [errors, setErrors] = useState<TPasswordChangeErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const getFieldId = (field: TPasswordChangeField) => `${idPrefix}-${field}`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    if (!isPasswordChangeField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    setIsDone(false);
    if (errors[name] !== undefined) {
      setErrors((current) => ({ ...current, [name]: validatePasswordChange(next)[name] }));
    }
  };

  const focusFirstInvalid = (found: TPasswordChangeErrors) => {
    const first = passwordChangeFields.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(getFieldId(first))}`)?.focus();
  };

  const submit = async () => {
    const found = validatePasswordChange(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const result = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: true,
      });
      if (result.ok) {
        setValues(emptyPasswordChangeValues);
        setIsDone(true);
        void toast.success(t('settings.password.success'));
        onChanged();
        return;
      }
      const serverErrors = pickPasswordChangeErrors(result.fields);
      if (result.code === 'wrong_password') serverErrors.currentPassword ??= result.message;
      setErrors(serverErrors);
      focusFirstInvalid(serverErrors);
      void toast.error(t('settings.password.error', { message: result.message }));
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) void submit();
  };

  const field = (name: TPasswordChangeField) => ({
    id: getFieldId(name),
    name,
    type: 'password' as const,
    label: t(`settings.password.${name}`),
    value: values[name],
    onChange: handleChange,
    error: getValidationText(errors[name]),
    isRequired: true,
    maxLength: 128,
  });

  return (
    <SettingsSection
      icon={KeyRound}
      title={t('settings.password.title')}
      description={t('settings.password.help')}
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={isSaving} className="space-y-4">
        <TextField {...field('currentPassword')} autoComplete="current-password" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('newPassword')}
            autoComplete="new-password"
            hint={t('settings.password.rules', { specials: passwordSpecialCharacters })}
          />
          <TextField {...field('confirmPassword')} autoComplete="new-password" />
        </div>
        <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
          {isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isSaving ? t('settings.saving') : t('settings.password.submit')}
        </Button>
        <div role="status">
          {isDone && (
            <p className="flex gap-2 text-sm text-emerald-800">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('settings.password.otherSessionsEnded')}
            </p>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
