import { useTranslation } from '../../../lib/i18n/use-translation';
import { isPriceOnQuote } from '../../../../shared/domain/shop-catalogue';
import { cn } from '../../../lib/cn';
import { formatPrice, formatVatRate } from '../lib/format-price';

/** The price excluding VAT ("1 250,00 € HT"), or "Sur devis" at 0, with the VAT rate. */
export function ProductPrice({
  price,
  vat,
  size = 'md',
}: {
  price: number;
  vat: number;
  size?: 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation('shop');
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={cn('font-semibold text-slate-900', size === 'lg' ? 'text-2xl' : 'text-base')}>
        {isPriceOnQuote(price)
          ? t('catalogue.onQuote')
          : t('catalogue.priceExclVat', { price: formatPrice(price, i18n.language) })}
      </span>
      <span className="text-sm text-slate-600">
        {t('catalogue.vatRate', { rate: formatVatRate(vat, i18n.language) })}
      </span>
    </p>
  );
}
