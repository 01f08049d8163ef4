import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Package, Plus } from 'lucide-react';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { STOCK_CATEGORIES } from '../../../../shared/domain/stock-levels';
import { STOCK_SORT_KEYS } from '../../../../shared/contracts/stock';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { openRestockRequestsQuery } from '../api/restock-requests';
import { stockEndpoint } from '../api/stock-items';
import { StockEditDialog } from '../components/stock-edit-dialog';
import { StockItemCard } from '../components/stock-item-card';
import { useStockActions } from '../components/use-stock-actions';

const filterNames = ['category', 'lowOnly'] as const;
const listDefaults = { sort: 'createdAt' };

/** /dashboard/stock (spec §2, §3, §7): levels, low items, quick adjustments, restock needs, CSV. */
export default function StockPage() {
  const { t } = useTranslation(['stock', 'records']);
  const { list, ...controls } = useRecordsList<TStockItem>(stockEndpoint, listDefaults, filterNames);
  const { params, setParam } = controls;
  const restocks = useQuery(openRestockRequestsQuery);
  const actions = useStockActions();
  const [editing, setEditing] = useState<TStockItem | null>(null);
  const [deleting, setDeleting] = useState<TStockItem | null>(null);

  const restockByItem = useMemo(
    () => new Map((restocks.data ?? []).map((restock) => [restock.stockItemId, restock])),
    [restocks.data],
  );

  const addLink = (
    <Link to="/dashboard/stock/add" className={buttonClasses('primary', 'lg')}>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {t('stock:add')}
    </Link>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('stock:title')} subtitle={t('stock:subtitle')} action={addLink} />
      <RecordsListSection
        endpoint={stockEndpoint}
        controls={controls}
        list={list}
        sortOptions={STOCK_SORT_KEYS.map((key) => ({ value: key, label: t(`stock:sort.${key}`) }))}
        filters={
          <>
            <ListFilterSelect
              id="stock-filter-category"
              name="category"
              label={t('stock:fields.category')}
              params={params}
              onFilter={setParam}
              options={STOCK_CATEGORIES.map((category) => ({
                value: category,
                label: t(`stock:values.category.${category}`),
              }))}
            />
            <CheckboxField
              id="stock-filter-low"
              name="lowOnly"
              label={t('stock:filters.lowOnly')}
              isChecked={params.lowOnly === 'true'}
              onChange={(event) => {
                setParam('lowOnly', event.target.checked ? 'true' : undefined);
              }}
            />
          </>
        }
        csvFileName="stock"
        empty={
          <EmptyState
            icon={<Package className="h-6 w-6" aria-hidden="true" />}
            title={t('stock:empty.title')}
            body={t('stock:empty.body')}
            action={
              <Link to="/dashboard/stock/add" className={buttonClasses('primary', 'md')}>
                {t('stock:empty.action')}
              </Link>
            }
          />
        }
        listLabel={t('stock:title')}
        listClassName="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3"
        renderItem={(item) => (
          <StockItemCard
            item={item}
            restock={restockByItem.get(item.id)}
            isBusy={actions.busyId === item.id}
            onAdjust={actions.handleAdjust}
            onOrder={(target) => void actions.handleOrder(target)}
            onCancelOrder={(restock) => void actions.handleCancelOrder(restock)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      />

      <StockEditDialog
        item={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        isDeleting={actions.isDeleting}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void actions.handleDelete(deleting).then((isDeleted) => {
            if (isDeleted) setDeleting(null);
          });
        }}
      />
    </RecordsPageLayout>
  );
}
