import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useNavigate } from '../../../lib/router/browser-router';
import { useParams } from '../../../lib/router/outlet';
import { ArrowLeft, PackageX, Pencil } from 'lucide-react';
import { EmptyState, ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { withRetry } from '../../../lib/lazy-with-retry';
import { productQuery } from '../api/catalogue';
import { ShopApiError } from '../api/unwrap-api-result';
import { ProductImage } from '../components/product-image';
import { ProductPrice } from '../components/product-price';
import { QuantityAddForm } from '../components/quantity-add-form';
import { RelatedProducts } from '../components/related-products';
import { ShopLinks } from '../components/shop-links';
import { SpecificationsTable } from '../components/specifications-table';
import { StockLabel } from '../components/stock-label';
import { useAddProductToCart } from '../components/use-add-product-to-cart';
import { localizedProduct } from '../lib/localized-product';
import { useIsAdmin } from '../lib/use-is-admin';

/** The admin's product form: its own chunk (with zod), fetched only when an admin opens it. */
const ProductFormDialog = lazy(withRetry(() => import('../components/product-form-dialog')));

function BackLink() {
  const { t } = useTranslation('shop');
  return (
    <Link to="/dashboard/shop" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('product.back')}
    </Link>
  );
}

/** A refusal (unknown or withdrawn product) is not worth a second try; a network failure is. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !(error instanceof ShopApiError && error.status < 500) && failureCount < 1;
}

/**
 * /dashboard/shop/:productId: the product's picture, texts, price, VAT, stock label, specifications, a quantity
 * to add to the cart, up to 3 related products; an unknown product says so with the way back.
 */
export default function ShopProductPage() {
  const { t, i18n } = useTranslation('shop');
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({ ...productQuery(productId), retry: retryUnlessRefused });
  const { addProduct, busyProductId } = useAddProductToCart();
  const isAdmin = useIsAdmin();
  const [isEditing, setIsEditing] = useState(false);

  if (detail.isError) {
    // 404 unknown or withdrawn, 400 an address that is no product id at all: both are "not in the catalogue".
    const isRefused =
      detail.error instanceof ShopApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <RecordsPageLayout>
        <BackLink />
        {isRefused ? (
          <EmptyState
            icon={<PackageX className="h-6 w-6" aria-hidden="true" />}
            title={t('product.notFoundTitle')}
            body={detail.error.message}
            action={
              <Link to="/dashboard/shop" className={buttonClasses('primary', 'md')}>
                {t('product.back')}
              </Link>
            }
          />
        ) : (
          <ListError
            lead={t('product.loadFailed')}
            message={detail.error.message}
            onRetry={() => void detail.refetch()}
          />
        )}
      </RecordsPageLayout>
    );
  }
  if (!detail.data) {
    return (
      <RecordsPageLayout>
        <BackLink />
        <ListLoading />
      </RecordsPageLayout>
    );
  }

  const { product, related } = detail.data;
  const texts = localizedProduct(product, i18n.language);
  return (
    <RecordsPageLayout>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink />
        <ShopLinks />
      </div>
      <Card className="grid gap-6 p-4 md:grid-cols-2 md:p-6">
        <ProductImage images={product.images} isPriority />
        <div className="space-y-4">
          <div className="space-y-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{texts.name}</h1>
              {isAdmin && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('product.editLabel', { name: texts.name })}
                  onClick={() => {
                    setIsEditing(true);
                  }}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t('product.edit')}
                </Button>
              )}
            </div>
            <p className="text-sm text-slate-600">
              {t('catalogue.reference', { reference: product.reference })} ·{' '}
              {t('product.categoryValue', { category: t(`catalogue.category.${product.category}`) })}
            </p>
          </div>
          {texts.shortDescription && <p className="text-slate-800">{texts.shortDescription}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice price={product.price} vat={product.vat} size="lg" />
            <StockLabel stockLevel={product.stockLevel} />
          </div>
          <QuantityAddForm
            productName={texts.name}
            isAdding={busyProductId === product.id}
            onAdd={(quantity) => addProduct(product.id, quantity)}
          />
        </div>
      </Card>
      {texts.fullDescription && (
        <section className="space-y-2" aria-labelledby="shop-product-description">
          <h2 id="shop-product-description" className="text-lg font-semibold text-slate-900">
            {t('product.description')}
          </h2>
          <p className="text-slate-800">{texts.fullDescription}</p>
        </section>
      )}
      <SpecificationsTable specifications={texts.specifications} />
      <RelatedProducts products={related} />
      {isAdmin && isEditing && (
        <Suspense fallback={null}>
          <ProductFormDialog
            product={product}
            onClose={() => {
              setIsEditing(false);
            }}
            onWithdrawn={() => {
              navigate('/dashboard/shop');
            }}
          />
        </Suspense>
      )}
    </RecordsPageLayout>
  );
}
