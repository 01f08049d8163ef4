import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCart } from '../../../../shared/contracts/shop';
import { Card } from '../../../components/ui/card';
import { formatPrice } from '../lib/format-price';

/**
 * The cart's totals (HT, TVA 20 %, TTC, as the server computes them) and, below, the page's actions: "Passer la
 * commande", "Continuer mes achats" and the quote request.
 */
export function CartTotalsCard({ cart, children }: { cart: TCart; children?: ReactNode }) {
  const { t, i18n } = useTranslation('shop');
  const price = (amount: number) => formatPrice(amount, i18n.language);
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="cart-totals-title" role="region">
      <div>
        <h2 id="cart-totals-title" className="text-lg font-semibold text-slate-900">
          {t('cart.totals.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('cart.totals.units', { count: cart.unitCount })}</p>
      </div>
      <dl className="space-y-2 text-sm" data-testid="cart-totals">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('cart.totals.subtotal')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{price(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('cart.totals.vat')}</dt>
          <dd className="text-slate-900 tabular-nums">{price(cart.vatAmount)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('cart.totals.total')}</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{price(cart.total)}</dd>
        </div>
      </dl>
      {cart.hasPriceOnQuote && <p className="text-sm text-slate-700">{t('cart.totals.onQuote')}</p>}
      {children && <div className="flex flex-col gap-2">{children}</div>}
    </Card>
  );
}
