import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ShoppingCart } from 'lucide-react';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { localizedProduct } from '../lib/localized-product';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { StockLabel } from './stock-label';

export interface ProductCardProps {
  product: TShopProduct;
  isAdding: boolean;
  onAdd: (product: TShopProduct) => void;
  isPriority?: boolean;
}

/** A catalogue product: picture, name (to its page), reference, short description, price, stock, add. */
export function ProductCard({ product, isAdding, onAdd, isPriority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation('shop');
  const texts = localizedProduct(product, i18n.language);
  const href = `/dashboard/shop/${product.id}`;
  return (
    <Card className="grid h-full grid-cols-[6.5rem_1fr] content-start gap-x-3 gap-y-2 p-3 sm:flex sm:flex-col sm:gap-3 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2 sm:row-auto">
        <ProductImage images={product.images} isPriority={isPriority} />
      </Link>
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold text-slate-900">
          <Link to={href} className="hover:underline focus-visible:underline">
            {texts.name}
          </Link>
        </h2>
        <p className="text-xs text-slate-600">{t('catalogue.reference', { reference: product.reference })}</p>
      </div>
      {texts.shortDescription && (
        <p className="col-start-2 text-sm text-slate-700">{texts.shortDescription}</p>
      )}
      <div className="col-span-2 mt-auto space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ProductPrice price={product.price} vat={product.vat} />
          <StockLabel stockLevel={product.stockLevel} />
        </div>
        <Button
          className="w-full"
          disabled={isAdding}
          aria-label={t('catalogue.addToCartLabel', { name: texts.name })}
          onClick={() => {
            onAdd(product);
          }}
        >
          <ShoppingCart className="h-4 w-4" aria-hidden="true" />
          {t('catalogue.addToCart')}
        </Button>
      </div>
    </Card>
  );
}
