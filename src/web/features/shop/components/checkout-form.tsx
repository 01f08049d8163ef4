import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { AlertCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { PaymentChoice } from './payment-choice';
import { useCheckoutForm } from './use-checkout-form';

/** Delivery address (spec §5 postal code, optional SIRET), payment (§9), purchase terms, notes. */
export function CheckoutForm() {
  const { t } = useTranslation('shop');
  const errorText = useFieldErrorText();
  const form = useCheckoutForm();
  const { values, errors, getFieldId, handleChange } = form;

  const text = (
    field:
      | 'deliveryName'
      | 'deliveryCompany'
      | 'deliveryAddress'
      | 'deliveryPostalCode'
      | 'deliveryCity'
      | 'siret',
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={getFieldId(field)}
      name={field}
      label={t(`checkout.fields.${field}`)}
      value={values[field]}
      onChange={handleChange}
      error={errorText(errors[field])}
      {...extra}
    />
  );

  const termsId = getFieldId('acceptTerms');
  const termsError = errorText(errors.acceptTerms);

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={form.handleSubmit} className="space-y-5" aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery" className="text-lg font-semibold text-slate-900">
          {t('checkout.deliveryTitle')}
        </h2>
        {form.formError && (
          <p role="alert" className="flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {form.formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('deliveryName', { autoComplete: 'name', maxLength: 100 })}
          {text('deliveryCompany', {
            autoComplete: 'organization',
            optionalText: t('checkout.optional'),
            maxLength: 100,
          })}
          {text('deliveryAddress', {
            autoComplete: 'street-address',
            maxLength: 200,
            className: 'sm:col-span-2',
          })}
          {text('deliveryPostalCode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
          {text('deliveryCity', { autoComplete: 'address-level2', maxLength: 100 })}
          {text('siret', {
            inputMode: 'numeric',
            optionalText: t('checkout.optional'),
            hint: t('checkout.siretHint'),
            maxLength: 17,
          })}
        </div>
        <PaymentChoice
          id={getFieldId('paymentMethod')}
          value={values.paymentMethod}
          error={errorText(errors.paymentMethod)}
          onChange={(method) => {
            handleChange({ target: { name: 'paymentMethod', value: method } });
          }}
        />
        <div>
          <label
            htmlFor={termsId}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900"
          >
            <input
              id={termsId}
              name="acceptTerms"
              type="checkbox"
              checked={values.acceptTerms === 'true'}
              onChange={(event) => {
                handleChange({ target: { name: 'acceptTerms', value: event.target.checked ? 'true' : '' } });
              }}
              aria-invalid={termsError !== undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              className="h-5 w-5 rounded border-slate-400 accent-emerald-700"
            />
            {t('checkout.terms.label')}
          </label>
          <Link
            to="/legal/purchase-terms"
            target="_blank"
            className="text-sm text-emerald-800 underline underline-offset-2"
          >
            {t('checkout.terms.link')}
          </Link>
          {termsError && (
            <p id={`${termsId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {termsError}
            </p>
          )}
        </div>
        <TextareaField
          id={getFieldId('notes')}
          name="notes"
          label={t('checkout.fields.notes')}
          optionalText={t('checkout.optional')}
          value={values.notes}
          onChange={handleChange}
          error={errorText(errors.notes)}
          maxLength={1000}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSending}>
          {form.isSending ? t('checkout.sending') : t('checkout.submit')}
        </Button>
      </form>
    </Card>
  );
}
