import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { LoaderCircle, Send } from 'lucide-react';
import {
  maxTextLength,
  ZCreateSupportMessageRequest,
  ZCreateSupportMessageResponse,
  type TCreateSupportMessageRequest,
} from '../../../../shared/contracts/support';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type TField = keyof TCreateSupportMessageRequest;
type TValues = Record<TField, string>;
type TErrors = Partial<Record<TField, string>>;

const fields: readonly TField[] = ['name', 'email', 'subject', 'message'];
const emptyValues: TValues = { name: '', email: '', subject: '', message: '' };

function isField(value: unknown): value is TField {
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

/** First message per field of a failed parse (the contract's messages are i18n keys). */
function errorsFromValues(values: TValues): TErrors {
  const result = ZCreateSupportMessageRequest.safeParse(values);
  if (result.success) return {};
  const errors: TErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an error body, whatever its exact shape ({ message } or { error }). */
function readServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return undefined;
}

/** Per-field messages the server may send with a 400 ({ fieldErrors: { email: "…" } }). */
function readServerFieldErrors(body: unknown): TErrors {
  const errors: TErrors = {};
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return errors;
  for (const [field, message] of Object.entries(body.fieldErrors)) {
    if (!isField(field)) continue;
    if (typeof message === 'string') errors[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
  }
  return errors;
}

/** Contact form of the support page: validates with the shared contract, then POSTs /api/support/messages. */
export function ContactForm() {
  const { t, i18n } = useTranslation(['support', 'validation']);
  const [values, setValues] = useState<TValues>(emptyValues);
  const [errors, setErrors] = useState<TErrors>({});
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const fieldId = (field: TField) => `${idPrefix}-${field}`;
  const errorId = (field: TField) => `${idPrefix}-${field}-error`;
  const hintId = `${idPrefix}-message-hint`;

  /** Client errors are keys "validation.x"; server errors are already translated text. */
  const displayError = (message: string): string => {
    const [namespace, ...rest] = message.split('.');
    if (namespace === 'validation' && rest.length > 0) return t(rest.join('.'), { ns: 'validation' });
    return message;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    if (!isField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the user types so the message goes away when fixed.
    if (errors[name] !== undefined) {
      setErrors((current) => ({ ...current, [name]: errorsFromValues(next)[name] }));
    }
  };

  const focusFirstInvalid = (found: TErrors) => {
    const first = fields.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const submit = async () => {
    const parsed = ZCreateSupportMessageRequest.safeParse(values);
    if (!parsed.success) {
      const found = errorsFromValues(values);
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const response = await fetch('/api/support/messages', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': i18n.language,
        },
        body: JSON.stringify(parsed.data),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const serverErrors = readServerFieldErrors(body);
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
        void toast.error(readServerMessage(body) ?? t('support.form.error'));
        return;
      }
      // A 2xx means the message is stored; the id is only checked so a contract drift shows up in the console.
      if (!ZCreateSupportMessageResponse.safeParse(body).success) {
        console.error('Unexpected response from POST /api/support/messages');
      }
      void toast.success(t('support.form.success'));
      setValues(emptyValues);
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

  const inputClasses = (field: TField) =>
    cn(
      'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
      errors[field] === undefined ? 'border-slate-400' : 'border-red-700',
    );

  const describedBy = (field: TField, extra?: string) =>
    [extra, errors[field] === undefined ? undefined : errorId(field)].filter(Boolean).join(' ') || undefined;

  const renderError = (field: TField) => {
    const message = errors[field];
    return message === undefined ? null : (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
        {displayError(message)}
      </p>
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={isSending} className="space-y-4">
      <p className="text-sm text-slate-600">{t('support.form.allRequired')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('name')} className="block text-sm font-medium text-slate-900">
            {t('support.form.name')}
          </label>
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={maxTextLength}
            value={values.name}
            onChange={handleChange}
            aria-invalid={errors.name !== undefined}
            aria-describedby={describedBy('name')}
            className={inputClasses('name')}
          />
          {renderError('name')}
        </div>
        <div>
          <label htmlFor={fieldId('email')} className="block text-sm font-medium text-slate-900">
            {t('support.form.email')}
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            value={values.email}
            onChange={handleChange}
            aria-invalid={errors.email !== undefined}
            aria-describedby={describedBy('email')}
            className={inputClasses('email')}
          />
          {renderError('email')}
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('subject')} className="block text-sm font-medium text-slate-900">
          {t('support.form.subject')}
        </label>
        <input
          id={fieldId('subject')}
          name="subject"
          type="text"
          aria-required="true"
          maxLength={maxTextLength}
          value={values.subject}
          onChange={handleChange}
          aria-invalid={errors.subject !== undefined}
          aria-describedby={describedBy('subject')}
          className={inputClasses('subject')}
        />
        {renderError('subject')}
      </div>
      <div>
        <label htmlFor={fieldId('message')} className="block text-sm font-medium text-slate-900">
          {t('support.form.message')}
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          aria-required="true"
          maxLength={maxTextLength}
          value={values.message}
          onChange={handleChange}
          aria-invalid={errors.message !== undefined}
          aria-describedby={describedBy('message', hintId)}
          className={inputClasses('message')}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('support.form.messageHint', { length: values.message.length, max: maxTextLength })}
        </p>
        {renderError('message')}
      </div>
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
