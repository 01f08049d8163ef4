import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProfile } from '../../../../shared/contracts/account';
import { toast } from '../../../lib/toast';
import { updateProfile } from '../api/update-profile';
import {
  buildProfileUpdate,
  getChangedFields,
  isProfileField,
  isProfileRole,
  pickProfileErrors,
  profileTextFields,
  toProfileFormValues,
  type TProfileErrors,
  type TProfileField,
  type TProfileFormValues,
} from '../lib/profile-form-values';

interface UseProfileFormOptions {
  profile: TProfile;
  canEditRole: boolean;
  isSignedIn: boolean;
  onSaved: (profile: TProfile) => void;
}

/** The profile form: values, field messages, saving; only the changed fields are sent. */
export function useProfileForm({ profile, canEditRole, isSignedIn, onSaved }: UseProfileFormOptions) {
  const { t } = useTranslation('account');
  const [initial] = useState(() => toProfileFormValues(profile));
  const [values, setValues] = useState<TProfileFormValues>(initial);
  const [errors, setErrors] = useState<TProfileErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const getFieldId = (field: TProfileField | 'email') => `${idPrefix}-${field}`;
  const isDirty = Object.keys(getChangedFields(initial, values, canEditRole)).length > 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    if (!isProfileField(name)) return;
    if (name === 'role' && !isProfileRole(value)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, check it again as the user types so the message goes when fixed.
    if (errors[name] !== undefined) {
      const checked = buildProfileUpdate(initial, next, canEditRole);
      setErrors((current) => ({ ...current, [name]: checked.isValid ? undefined : checked.errors[name] }));
    }
  };

  const focusFirstInvalid = (found: TProfileErrors) => {
    const first = [...profileTextFields, 'role' as const].find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(getFieldId(first))}`)?.focus();
  };

  const save = async () => {
    const built = buildProfileUpdate(initial, values, canEditRole);
    if (!built.isValid) {
      setErrors(built.errors);
      focusFirstInvalid(built.errors);
      return;
    }
    setErrors({});
    if (Object.keys(built.update).length === 0) return;
    if (!isSignedIn) {
      void toast.error(t('profile.toast.signedOut'));
      return;
    }
    setIsSaving(true);
    try {
      const result = await updateProfile(built.update);
      if (result.ok) {
        void toast.success(t('profile.toast.saved'));
        onSaved(result.data);
        return;
      }
      if (result.status === 401) {
        void toast.error(t('profile.toast.signedOut'));
        return;
      }
      const serverErrors = pickProfileErrors(result.fields);
      setErrors(serverErrors);
      focusFirstInvalid(serverErrors);
      void toast.error(t('profile.toast.saveFailed', { message: result.message }));
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) void save();
  };

  const handleReset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, isSaving, isDirty, formRef, getFieldId, handleChange, handleSubmit, handleReset };
}
