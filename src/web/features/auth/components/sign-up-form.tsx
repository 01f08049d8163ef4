import { UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { EmailField } from '../../../components/forms/email-field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useSignUpForm } from './use-sign-up-form';

/** Longest first name, last name and company name (spec §5 profile). */
const maxNameLength = 100;

interface SignUpFormProps {
  onSignedUp: (email: string) => void;
}

/** First and last name, company (optional), e-mail, password with the spec §5 rule, and its confirmation. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const getErrorText = useFieldErrorText();
  const { values, errors, getFieldId, handleChange, handleSubmit, isSending, formError } = useSignUpForm({
    onSignedUp,
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-sm text-slate-700">{t('signUp.intro')}</p>
      {formError !== null && <FormAlert message={formError} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={getFieldId('firstName')}
          name="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          maxLength={maxNameLength}
          value={values.firstName}
          onChange={handleChange}
          error={getErrorText(errors.firstName)}
        />
        <TextField
          id={getFieldId('lastName')}
          name="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          maxLength={maxNameLength}
          value={values.lastName}
          onChange={handleChange}
          error={getErrorText(errors.lastName)}
        />
      </div>
      <TextField
        id={getFieldId('companyName')}
        name="companyName"
        label={t('fields.companyName')}
        optionalText={t('fields.optional')}
        autoComplete="organization"
        maxLength={maxNameLength}
        value={values.companyName}
        onChange={handleChange}
        error={getErrorText(errors.companyName)}
      />
      <EmailField
        id={getFieldId('email')}
        label={t('fields.email')}
        value={values.email}
        onChange={handleChange}
        error={getErrorText(errors.email)}
      />
      <NewPasswordFields
        getFieldId={getFieldId}
        values={values}
        errors={errors}
        onChange={handleChange}
        passwordLabel={t('fields.password')}
      />
      <SubmitButton
        isBusy={isSending}
        label={t('signUp.submit')}
        busyLabel={t('signUp.submitting')}
        icon={<UserPlus className="h-5 w-5" aria-hidden="true" />}
      />
    </form>
  );
}
