import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { PackageCheck } from 'lucide-react';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import type { TRestockRequest } from '../../../../shared/contracts/stock';
import { EmptyState, ListError } from '../../../components/records/list-states';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { restockNeedsQuery, useAddRestockToCart } from '../api/restock-needs';
import { RestockNeedCard } from './restock-need-card';

const headingId = 'shop-restock-needs';

/**
 * "Besoins de réapprovisionnement": the open needs of the stock, each into the cart with the product chosen for
 * it (the quantity is what refills the item, decided by the server); once there, the need leaves the list.
 */
export function RestockNeedsSection({
  products,
  shows,
}: {
  products: readonly TShopProduct[];
  /**
   * What this place of the page shows: the needs (above the catalogue: they are what the user came for), or the
   * "no need" notice (under it, so that it never pushes the products down).
   */
  shows: 'needs' | 'empty';
}) {
  const { t } = useTranslation('shop');
  const needs = useQuery(restockNeedsQuery);
  const addRestock = useAddRestockToCart();
  const [busyId, setBusyId] = useState<string | null>(null);

  const handleAdd = async (need: TRestockRequest, productId: string) => {
    setBusyId(need.id);
    const result = await addRestock.mutateAsync({ restockRequestId: need.id, productId }).finally(() => {
      setBusyId(null);
    });
    if (result.ok) void toast.success(t('restock.added', { name: need.itemName }));
    else void toast.error(t('catalogue.addFailed'), { description: result.message });
    return result.ok;
  };

  if (needs.isError) {
    if (shows !== 'needs') return null;
    return (
      <ListError
        lead={t('restock.loadFailed')}
        message={needs.error.message}
        onRetry={() => void needs.refetch()}
      />
    );
  }
  if (!needs.data) return null;
  if (needs.data.length === 0) {
    if (shows !== 'empty') return null;
    return (
      <EmptyState
        icon={<PackageCheck className="h-6 w-6" aria-hidden="true" />}
        title={t('restock.emptyTitle')}
        body={t('restock.emptyBody')}
        action={
          <Link to="/dashboard/stock" className={buttonClasses('secondary', 'md')}>
            {t('restock.emptyAction')}
          </Link>
        }
      />
    );
  }
  if (shows !== 'needs') return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('restock.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('restock.subtitle')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {needs.data.map((need) => (
          <li key={need.id}>
            <RestockNeedCard
              need={need}
              products={products}
              isAdding={busyId === need.id}
              onAdd={handleAdd}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
