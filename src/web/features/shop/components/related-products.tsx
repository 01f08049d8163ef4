import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import { Card } from '../../../components/ui/card';
import { localizedProduct } from '../lib/localized-product';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

const headingId = 'shop-related-products';

/** Up to 3 products of the same category (spec §2), each a link to its page. */
export function RelatedProducts({ products }: { products: readonly TShopProduct[] }) {
  const { t, i18n } = useTranslation('shop');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('product.related')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <Card className="relative flex h-full flex-col gap-2 p-3 focus-within:ring-2 focus-within:ring-emerald-700">
              <ProductImage images={product.images} />
              <h3 className="text-sm font-semibold text-slate-900">
                <Link to={`/dashboard/shop/${product.id}`} className="after:absolute after:inset-0">
                  {localizedProduct(product, i18n.language).name}
                </Link>
              </h3>
              <ProductPrice price={product.price} vat={product.vat} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
