import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle, Send } from 'lucide-react';
import { maxTextLength } from '../../../../shared/contracts/support';
import { Button } from '../../../components/ui/button';
import { ContactFormField } from './contact-form-field';
import type { TContactField } from './contact-form-values';
import { useContactForm } from './use-contact-form';

/** Contact form of the support page: validates with the shared contract, then POSTs /api/support/messages. */
export function ContactForm() {
  const { t } = useTranslation(['support', 'validation']);
  const { values, errors, isSending, formRef, getFieldId, handleChange, handleSubmit } = useContactForm();
  const hintId = `${getFieldId('message')}-hint`;

  /** Client errors are keys "validation.x"; server errors are already translated text. */
  const getErrorText = (field: TContactField): string | undefined => {
    const message = errors[field];
    if (message === undefined) return undefined;
    const [namespace, ...rest] = message.split('.');
    if (namespace === 'validation' && rest.length > 0) return t(rest.join('.'), { ns: 'validation' });
    return message;
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-sm text-slate-600">{t('support.form.allRequired')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFormField
          id={getFieldId('name')}
          name="name"
          label={t('support.form.name')}
          type="text"
          autoComplete="name"
          maxLength={maxTextLength}
          value={values.name}
          onChange={handleChange}
          error={getErrorText('name')}
        />
        <ContactFormField
          id={getFieldId('email')}
          name="email"
          label={t('support.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={handleChange}
          error={getErrorText('email')}
        />
      </div>
      <ContactFormField
        id={getFieldId('subject')}
        name="subject"
        label={t('support.form.subject')}
        type="text"
        maxLength={maxTextLength}
        value={values.subject}
        onChange={handleChange}
        error={getErrorText('subject')}
      />
      <ContactFormField
        id={getFieldId('message')}
        name="message"
        label={t('support.form.message')}
        rows={6}
        maxLength={maxTextLength}
        value={values.message}
        onChange={handleChange}
        error={getErrorText('message')}
        hint={{
          id: hintId,
          text: t('support.form.messageHint', { length: values.message.length, max: maxTextLength }),
        }}
      />
      <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
        {isSending ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-5 w-5" aria-hidden="true" />
        )}
        {isSending ? t('support.form.sending') : t('support.form.submit')}
      </Button>
      <p className="text-xs text-slate-600">{t('support.form.privacy')}</p>
    </form>
  );
}
