import { useTranslation } from '../../../lib/i18n/use-translation';
import { shopStockLabel, type TShopStockLabel } from '../../../../shared/domain/shop-catalogue';
import { cn } from '../../../lib/cn';

const tone: Record<TShopStockLabel, string> = {
  out_of_stock: 'bg-red-50 text-red-800',
  low_stock: 'bg-amber-50 text-amber-900',
  in_stock: 'bg-emerald-50 text-emerald-800',
};

/** The vendor's stock label (spec §5): out of stock at 0 or below, low under 5, else in stock. */
export function StockLabel({ stockLevel }: { stockLevel: number }) {
  const { t } = useTranslation('shop');
  const label = shopStockLabel(stockLevel);
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tone[label])}>
      {t(`catalogue.stock.${label}`)}
    </span>
  );
}
