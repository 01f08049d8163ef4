import { useTranslation } from '../../../lib/i18n/use-translation';
import { PackageCheck, Trash2 } from 'lucide-react';
import type { TCartLine } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../lib/format-price';
import { localizedLineName } from '../lib/localized-line-name';
import { QuantityEditor } from './quantity-editor';

export interface CartLineItemProps {
  line: TCartLine;
  isBusy: boolean;
  /** A change of this line waits in the offline queue. */
  isPending: boolean;
  onQuantity: (line: TCartLine, quantity: number) => Promise<boolean>;
  onRemove: (line: TCartLine) => void;
}

/** One product of the cart: name, reference, unit price, quantity, the line's totals, and "Retirer". */
export function CartLineItem({ line, isBusy, isPending, onQuantity, onRemove }: CartLineItemProps) {
  const { t, i18n } = useTranslation('shop');
  const name = localizedLineName(line, i18n.language);
  const price = (amount: number) => formatPrice(amount, i18n.language);
  const isOnQuote = line.unitPrice === 0;

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600">{t('cart.line.reference', { reference: line.reference })}</p>
          {line.restockRequestId && (
            <p className="flex items-center gap-1 text-sm text-emerald-800">
              <PackageCheck className="h-4 w-4" aria-hidden="true" />
              {t('cart.line.restock')}
            </p>
          )}
          {isPending && (
            <p className="text-sm font-medium text-amber-800" data-testid="cart-line-pending">
              {t('cart.line.pending')}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700">
          <span className="block text-xs text-slate-600">{t('cart.line.unitPrice')}</span>
          <span className="font-medium text-slate-900" data-testid="cart-line-unit-price">
            {isOnQuote ? t('cart.line.onQuote') : price(line.unitPrice)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <span className="mb-1 block text-xs text-slate-600" aria-hidden="true">
            {t('cart.line.quantityShort')}
          </span>
          <QuantityEditor
            key={line.quantity}
            name={name}
            quantity={line.quantity}
            isBusy={isBusy}
            onCommit={(quantity) => onQuantity(line, quantity)}
          />
        </div>
        <Button
          variant="ghost"
          aria-label={t('cart.line.removeLabel', { name })}
          disabled={isBusy}
          onClick={() => {
            onRemove(line);
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('cart.line.remove')}
        </Button>
      </div>
      {!isOnQuote && (
        <dl
          className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm"
          data-testid="cart-line-totals"
        >
          <div>
            <dt className="text-xs text-slate-600">{t('cart.line.subtotal')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{price(line.subtotal)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">
              {t('cart.line.vat', { rate: new Intl.NumberFormat(i18n.language).format(line.vat) })}
            </dt>
            <dd className="text-slate-900 tabular-nums">{price(line.vatAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('cart.line.total')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{price(line.total)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}
