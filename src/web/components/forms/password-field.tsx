import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { maxPasswordLength } from '../../../shared/domain/field-rules';
import { TextField, type TextFieldProps } from '../ui/text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'inputMode' | 'maxLength'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      maxLength={maxPasswordLength}
      endAdornment={
        <button
          type="button"
          onClick={() => {
            setIsVisible((visible) => !visible);
          }}
          aria-pressed={isVisible}
          aria-controls={props.id}
          disabled={props.disabled}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
        >
          {isVisible ? (
            <EyeOff className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Eye className="h-5 w-5" aria-hidden="true" />
          )}
          <span className="sr-only">{t(isVisible ? 'fields.hidePassword' : 'fields.showPassword')}</span>
        </button>
      }
    />
  );
}
