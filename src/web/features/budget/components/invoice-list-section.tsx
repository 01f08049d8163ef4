import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Receipt } from 'lucide-react';
import { INVOICE_SORT_KEYS, type TInvoice } from '../../../../shared/contracts/budget';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { CsvActions } from '../../../components/records/csv-actions';
import { ListPager } from '../../../components/records/list-pager';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { Button } from '../../../components/ui/button';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import { useListParams } from '../../../lib/records/use-list-params';
import { invoicesEndpoint } from '../api/invoices';
import { InvoiceCard } from './invoice-card';
import { InvoiceFilters } from './invoice-filters';
import { useInvoiceDelete } from './use-invoice-delete';

const filterNames = ['type', 'category', 'month'] as const;
/** Newest invoices first (by their date, not by when they were typed in). */
const listDefaults = { sort: 'invoiceDate' };

export interface InvoiceListSectionProps {
  onAdd: () => void;
  onEdit: (invoice: TInvoice) => void;
}

/** The invoices: search, sort, filters, CSV, cards, pages, and the delete confirmation. */
export function InvoiceListSection({ onAdd, onEdit }: InvoiceListSectionProps) {
  const { t } = useTranslation(['budget', 'records']);
  const headingId = useId();
  const { params, setParam, clearFilters, hasFilters } = useListParams(listDefaults, filterNames);
  const list = useQuery(listQueryOptions<TInvoice>(invoicesEndpoint, params));
  const deletion = useInvoiceDelete();

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('budget:list.title')}
      </h2>
      <ListToolbar
        search={String(params.q ?? '')}
        onSearch={(text) => {
          setParam('q', text);
        }}
        sort={String(params.sort)}
        sortOptions={INVOICE_SORT_KEYS.map((key) => ({ value: key, label: t(`budget:sort.${key}`) }))}
        onSort={(sort) => {
          setParam('sort', sort);
        }}
        order={params.order === 'asc' ? 'asc' : 'desc'}
        onToggleOrder={() => {
          setParam('order', params.order === 'asc' ? 'desc' : 'asc');
        }}
        filters={<InvoiceFilters params={params} onFilter={setParam} />}
      />
      <CsvActions endpoint={invoicesEndpoint} params={params} fileName="budget" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          hasFilters ? (
            <NoMatch onClear={clearFilters} />
          ) : (
            <EmptyState
              icon={<Receipt className="h-6 w-6" aria-hidden="true" />}
              title={t('budget:empty.title')}
              body={t('budget:empty.body')}
              action={<Button onClick={onAdd}>{t('budget:empty.action')}</Button>}
            />
          )
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2" aria-label={t('budget:list.title')}>
              {list.data.items.map((invoice) => (
                <li key={invoice.id}>
                  <InvoiceCard invoice={invoice} onEdit={onEdit} onDelete={deletion.handleAsk} />
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

      <ConfirmDeleteDialog
        name={deletion.deleting?.name ?? null}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </section>
  );
}
