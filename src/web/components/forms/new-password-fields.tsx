import { useTranslation } from '../../lib/i18n/use-translation';
import { minPasswordLength, passwordSpecialCharacters } from '../../../shared/domain/field-rules';
import type { TFieldChange } from '../../lib/forms/field-change';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { PasswordField } from './password-field';

type TNewPasswordField = 'password' | 'passwordConfirmation';

export interface NewPasswordFieldsProps {
  getFieldId: (field: TNewPasswordField) => string;
  values: Record<TNewPasswordField, string>;
  /** The form's messages for the two fields (keys or texts), translated here. */
  errors: Partial<Record<TNewPasswordField, string>>;
  onChange: (change: TFieldChange) => void;
  /** "Mot de passe" at sign-up, "Nouveau mot de passe" on a reset link. */
  passwordLabel: string;
  autoFocus?: boolean;
}

/** A new password with the spec §5 rule under it, and its confirmation (sign-up, reset link). */
export function NewPasswordFields({
  getFieldId,
  values,
  errors,
  onChange,
  passwordLabel,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const errorText = useFieldErrorText();
  return (
    <>
      <PasswordField
        id={getFieldId('password')}
        name="password"
        label={passwordLabel}
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={t('fields.passwordRule', { min: minPasswordLength, specials: passwordSpecialCharacters })}
        value={values.password}
        onChange={onChange}
        error={errorText(errors.password)}
      />
      <PasswordField
        id={getFieldId('passwordConfirmation')}
        name="passwordConfirmation"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={onChange}
        error={errorText(errors.passwordConfirmation)}
      />
    </>
  );
}
