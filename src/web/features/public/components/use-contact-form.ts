import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ZCreateSupportMessageRequest } from '../../../../shared/contracts/support';
import { toast } from '../../../lib/toast';
import { sendSupportMessage } from '../api/send-support-message';
import {
  contactFields,
  emptyContactValues,
  isContactField,
  validateContactValues,
  type TContactErrors,
  type TContactField,
  type TContactValues,
} from './contact-form-values';

/** State of the contact form: values, field messages, sending; the answer is told with a toast. */
export function useContactForm() {
  const { t, i18n } = useTranslation(['support', 'validation']);
  const [values, setValues] = useState<TContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<TContactErrors>({});
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const getFieldId = (field: TContactField) => `${idPrefix}-${field}`;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    if (!isContactField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the user types so the message goes away when fixed.
    if (errors[name] !== undefined) {
      setErrors((current) => ({ ...current, [name]: validateContactValues(next)[name] }));
    }
  };

  const focusFirstInvalid = (found: TContactErrors) => {
    const first = contactFields.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(getFieldId(first))}`)?.focus();
  };

  const submit = async () => {
    const parsed = ZCreateSupportMessageRequest.safeParse(values);
    if (!parsed.success) {
      const found = validateContactValues(values);
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const result = await sendSupportMessage(parsed.data, i18n.language);
      if (!result.isSent) {
        setErrors(result.fieldErrors);
        focusFirstInvalid(result.fieldErrors);
        void toast.error(result.message ?? t('support.form.error'));
        return;
      }
      void toast.success(t('support.form.success'));
      setValues(emptyContactValues);
    } catch {
      void toast.error(t('support.form.networkError'));
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    void submit();
  };

  return { values, errors, isSending, formRef, getFieldId, handleChange, handleSubmit };
}
