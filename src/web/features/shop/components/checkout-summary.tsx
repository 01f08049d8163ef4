import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCart } from '../../../../shared/contracts/shop';
import { formatPrice } from '../lib/format-price';
import { localizedLineName } from '../lib/localized-line-name';
import { CartTotalsCard } from './cart-totals-card';

/** What is being ordered: each line in a few words, then the cart's totals. */
export function CheckoutSummary({ cart }: { cart: TCart }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('checkout.summaryTitle')}</h2>
      <ul className="space-y-2 text-sm">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words text-slate-800">
              {t('checkout.lineSummary', {
                quantity: line.quantity,
                name: localizedLineName(line, i18n.language),
              })}
            </span>
            <span className="shrink-0 text-slate-900 tabular-nums">
              {line.unitPrice === 0 ? t('cart.line.onQuote') : formatPrice(line.subtotal, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotalsCard cart={cart} />
    </div>
  );
}
