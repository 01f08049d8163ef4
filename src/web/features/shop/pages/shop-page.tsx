import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { withRetry } from '../../../lib/lazy-with-retry';
import { catalogueQuery } from '../api/catalogue';
import { CatalogueFilters } from '../components/catalogue-filters';
import { ProductCard } from '../components/product-card';
import { RestockNeedsSection } from '../components/restock-needs-section';
import { ShopLinks } from '../components/shop-links';
import { useAddProductToCart } from '../components/use-add-product-to-cart';
import { useCatalogueFilters } from '../components/use-catalogue-filters';
import { useIsAdmin } from '../lib/use-is-admin';
import { WithdrawnProductsSection } from '../components/withdrawn-products-section';

/** The admin's product form: its own chunk (with zod), fetched only when an admin opens it. */
const ProductFormDialog = lazy(withRetry(() => import('../components/product-form-dialog')));

const listId = 'shop-catalogue-list';

/**
 * /dashboard/shop "Réapprovisionnements" (issue 17): the restock needs of the stock, the catalogue filtered by
 * category and searched (both kept in the address), each product into the cart; the cart and the orders.
 */
export default function ShopPage() {
  const { t } = useTranslation(['shop', 'pages']);
  const filters = useCatalogueFilters();
  const catalogue = useQuery({
    ...catalogueQuery({ category: filters.category, q: filters.query || undefined }),
    placeholderData: keepPreviousData,
  });
  const everyProduct = useQuery(catalogueQuery({}));
  const { addProduct, busyProductId } = useAddProductToCart();
  const isAdmin = useIsAdmin();
  const [isCreating, setIsCreating] = useState(false);

  const handleAdd = (product: TShopProduct) => void addProduct(product.id);
  const products = catalogue.data;

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('pages:shop.title')}
        subtitle={t('shop:catalogue.subtitle')}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <ShopLinks />
            {isAdmin && (
              <Button
                variant="primary"
                onClick={() => {
                  setIsCreating(true);
                }}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('shop:catalogue.newProduct')}
              </Button>
            )}
          </div>
        }
      />
      <RestockNeedsSection products={everyProduct.data ?? []} shows="needs" />
      <h2
        id={`${listId}-title`}
        className="sr-only md:not-sr-only md:text-xl md:font-semibold md:text-slate-900"
      >
        {t('shop:catalogue.listLabel')}
      </h2>
      <CatalogueFilters
        category={filters.category}
        onCategory={filters.setCategory}
        search={filters.draft}
        onSearch={filters.setDraft}
        maxSearchLength={filters.maxSearchLength}
      />
      {catalogue.isError && !products ? (
        <ListError
          lead={t('shop:catalogue.loadFailed')}
          message={catalogue.error.message}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !products ? (
        <ListLoading />
      ) : products.length === 0 ? (
        <Card className="space-y-3 p-6 text-center">
          <p className="text-slate-700">{t('shop:catalogue.noMatch')}</p>
          <Button variant="secondary" onClick={filters.clear}>
            {t('shop:catalogue.clearFilters')}
          </Button>
        </Card>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('shop:catalogue.count', { count: products.length })}
          </p>
          <ul
            id={listId}
            aria-labelledby={`${listId}-title`}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  isAdding={busyProductId === product.id}
                  onAdd={handleAdd}
                  isPriority={index < 2}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <RestockNeedsSection products={everyProduct.data ?? []} shows="empty" />
      {isAdmin && <WithdrawnProductsSection />}
      {isAdmin && isCreating && (
        <Suspense fallback={null}>
          <ProductFormDialog
            product={null}
            onClose={() => {
              setIsCreating(false);
            }}
          />
        </Suspense>
      )}
    </RecordsPageLayout>
  );
}
