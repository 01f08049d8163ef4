import { useTranslation } from '../../../lib/i18n/use-translation';
import { PAYMENT_METHODS, AVAILABLE_PAYMENT_METHODS } from '../../../../shared/domain/shop-orders';
import { cn } from '../../../lib/cn';

export interface PaymentChoiceProps {
  /** The first radio's id: the form focuses it when the choice is missing. */
  id: string;
  value: string;
  error?: string | undefined;
  onChange: (method: string) => void;
}

/** Spec §9 payment options: PayPal, carte bancaire, and virement bancaire shown but not selectable yet. */
export function PaymentChoice({ id, value, error, onChange }: PaymentChoiceProps) {
  const { t } = useTranslation('shop');
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{t('checkout.payment.legend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {PAYMENT_METHODS.map((method, index) => {
          const isAvailable = AVAILABLE_PAYMENT_METHODS.includes(method);
          const radioId = index === 0 ? id : `${id}-${method}`;
          return (
            <label
              key={method}
              htmlFor={radioId}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm',
                value === method ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white',
                isAvailable ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                id={radioId}
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                disabled={!isAvailable}
                onChange={() => {
                  onChange(method);
                }}
                className="h-5 w-5 accent-emerald-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{t(`checkout.payment.${method}`)}</span>
                {!isAvailable && (
                  <span className="block text-xs text-slate-600">{t('checkout.payment.soon')}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
