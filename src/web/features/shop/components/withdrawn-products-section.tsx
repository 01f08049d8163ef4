import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { adminCatalogueQuery, useReactivateProduct } from '../api/admin-catalogue';
import { localizedProduct } from '../lib/localized-product';

/** The admin's withdrawn products, under the catalogue, each with "Remettre au catalogue". Nothing when none. */
export function WithdrawnProductsSection() {
  const { t, i18n } = useTranslation('shop');
  const products = useQuery(adminCatalogueQuery);
  const reactivate = useReactivateProduct();
  const withdrawn = (products.data ?? []).filter((product) => !product.isActive);
  if (withdrawn.length === 0) return null;

  const handleReactivate = async (id: string, name: string) => {
    const result = await reactivate.mutateAsync(id);
    if (result.ok) void toast.success(t('adminCatalogue.reactivated', { name }));
    else void toast.error(t('adminCatalogue.reactivateFailed'), { description: result.message });
  };

  return (
    <section aria-labelledby="withdrawn-products-title" className="space-y-3">
      <h2 id="withdrawn-products-title" className="text-lg font-semibold text-slate-900">
        {t('adminCatalogue.withdrawnTitle')}
      </h2>
      <ul className="space-y-2">
        {withdrawn.map((product) => {
          const { name } = localizedProduct(product, i18n.language);
          return (
            <li key={product.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-800">
                  <span className="font-medium">{name}</span>{' '}
                  <span className="text-sm text-slate-600">({product.reference})</span>
                </p>
                <Button
                  variant="secondary"
                  disabled={reactivate.isPending}
                  aria-label={t('adminCatalogue.reactivateLabel', { name })}
                  onClick={() => void handleReactivate(product.id, name)}
                >
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  {t('adminCatalogue.reactivate')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
