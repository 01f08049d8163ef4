import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FileText, LoaderCircle } from 'lucide-react';
import type { TProfile } from '../../../../shared/contracts/account';
import { ZQuoteCustomer, type TCart, type TQuoteCustomerValues } from '../../../../shared/contracts/shop';
import type { TLanguage } from '../../../../shared/i18n/languages';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { parseFormValues } from '../../../lib/forms/parse-form-values';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { toast } from '../../../lib/toast';
import { quoteRequestsKey } from '../api/quote-requests';
import { makeQuoteRequest } from '../lib/quote-pdf/make-quote-request';

const fields = ['firstName', 'lastName', 'email', 'phone', 'company', 'notes'] as const;
type TQuoteField = (typeof fields)[number];

function initialValues(profile: TProfile | undefined): Record<TQuoteField, string> {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    company: profile?.companyName ?? '',
    notes: '',
  };
}

interface QuoteRequestFormProps {
  cart: TCart;
  profile: TProfile | undefined;
  isOnline: boolean;
  onSent: () => void;
  onCancel: () => void;
}

/** Spec §3 quote customer (§5 e-mail and French phone rules), then the PDF is drawn, downloaded and sent. */
export function QuoteRequestForm({ cart, profile, isOnline, onSent, onCancel }: QuoteRequestFormProps) {
  const { t, i18n } = useTranslation('shop');
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const language: TLanguage = i18n.language === 'en' ? 'en' : 'fr';
  const form = useSubmitForm<TQuoteField, TQuoteCustomerValues>({
    fields,
    initialValues: initialValues(profile),
    parse: (values) => parseFormValues(ZQuoteCustomer, values, fields),
    send: async (customer, tools) => {
      const lineNames = Object.fromEntries(
        cart.lines.map((line) => [
          line.id,
          (language === 'en' ? line.translations.en?.name : undefined) ?? line.name,
        ]),
      );
      const outcome = await makeQuoteRequest({ cart, customer, language, t, lineNames });
      if (outcome.kind === 'sent') await queryClient.invalidateQueries({ queryKey: quoteRequestsKey });
      if (outcome.kind === 'sent') {
        void toast.success(t('quote.success'));
        onSent();
        return;
      }
      if (outcome.kind === 'pdfFailed') {
        void toast.error(t('quote.pdfError'));
        tools.setFormError(t('quote.pdfError'));
        return;
      }
      void toast.error(t('quote.sendError'), { description: outcome.result.message });
      tools.showRefusal(outcome.result);
    },
  });

  const field = (name: TQuoteField) => ({
    id: form.getFieldId(name),
    name,
    label: t(`quote.fields.${name}`),
    value: form.values[name],
    error: errorText(form.errors[name]),
    onChange: form.handleChange,
  });
  const optional = t('quote.fields.optional');

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSending} className="space-y-4">
      <p className="text-sm text-slate-600">{t('quote.intro')}</p>
      {form.formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {form.formError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} autoComplete="given-name" maxLength={100} />
        <TextField {...field('lastName')} autoComplete="family-name" maxLength={100} />
        <TextField {...field('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField
          {...field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          hint={t('quote.fields.phoneHint')}
          optionalText={optional}
        />
        <TextField
          {...field('company')}
          autoComplete="organization"
          maxLength={100}
          optionalText={optional}
          className="sm:col-span-2"
        />
        <TextareaField
          {...field('notes')}
          rows={3}
          maxLength={1000}
          optionalText={optional}
          className="sm:col-span-2"
        />
      </div>
      {!isOnline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('quote.offline')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.isSending}>
          {t('quote.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSending || !isOnline}>
          {form.isSending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <FileText className="h-4 w-4" aria-hidden="true" />
          )}
          {form.isSending ? t('quote.sending') : t('quote.submit')}
        </Button>
      </div>
    </form>
  );
}
