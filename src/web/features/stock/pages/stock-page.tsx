import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Package, Plus } from 'lucide-react';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { STOCK_CATEGORIES } from '../../../../shared/domain/stock-levels';
import { STOCK_SORT_KEYS } from '../../../../shared/contracts/stock';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { CsvActions } from '../../../components/records/csv-actions';
import { ListPager } from '../../../components/records/list-pager';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import { useListParams } from '../../../lib/records/use-list-params';
import { openRestockRequestsQuery, stockEndpoint } from '../api/stock-items';
import { StockEditDialog } from '../components/stock-edit-dialog';
import { StockItemCard } from '../components/stock-item-card';
import { useStockActions } from '../components/use-stock-actions';

const filterNames = ['category', 'lowOnly'] as const;
const listDefaults = { sort: 'createdAt' };

/** /dashboard/stock (spec §2, §3, §7): levels, low items, quick adjustments, restock needs, CSV. */
export default function StockPage() {
  const { t } = useTranslation(['stock', 'records']);
  const { params, setParam, clearFilters, hasFilters } = useListParams(listDefaults, filterNames);
  const list = useQuery(listQueryOptions<TStockItem>(stockEndpoint, params));
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
      <ListToolbar
        search={String(params.q ?? '')}
        onSearch={(text) => {
          setParam('q', text);
        }}
        sort={String(params.sort)}
        sortOptions={STOCK_SORT_KEYS.map((key) => ({ value: key, label: t(`stock:sort.${key}`) }))}
        onSort={(sort) => {
          setParam('sort', sort);
        }}
        order={params.order === 'asc' ? 'asc' : 'desc'}
        onToggleOrder={() => {
          setParam('order', params.order === 'asc' ? 'desc' : 'asc');
        }}
        filters={
          <>
            <SelectField
              id="stock-filter-category"
              name="category"
              label={t('stock:fields.category')}
              value={String(params.category ?? '')}
              emptyOption={t('records:list.all')}
              options={STOCK_CATEGORIES.map((category) => ({
                value: category,
                label: t(`stock:values.category.${category}`),
              }))}
              onChange={(event) => {
                setParam('category', event.target.value);
              }}
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
      />
      <CsvActions endpoint={stockEndpoint} params={params} fileName="stock" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          hasFilters ? (
            <NoMatch onClear={clearFilters} />
          ) : (
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
          )
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('stock:title')}>
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <StockItemCard
                    item={item}
                    restock={restockByItem.get(item.id)}
                    isBusy={actions.busyId === item.id}
                    onAdjust={(target, delta) => void actions.handleAdjust(target, delta)}
                    onOrder={(target) => void actions.handleOrder(target)}
                    onCancelOrder={(restock) => void actions.handleCancelOrder(restock)}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
            </ul>
            <ListPager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => {
                setParam('page', page);
              }}
            />
          </>
        ))}

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
