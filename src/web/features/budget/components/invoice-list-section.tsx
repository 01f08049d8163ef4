import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Receipt } from 'lucide-react';
import { INVOICE_SORT_KEYS, type TInvoice } from '../../../../shared/contracts/budget';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { Button } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { invoicesEndpoint, useDeleteInvoice } from '../api/invoices';
import { InvoiceCard } from './invoice-card';
import { InvoiceFilters } from './invoice-filters';
import { useRecordDelete } from '../../../lib/records/use-record-delete';

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
  const { list, ...controls } = useRecordsList<TInvoice>(invoicesEndpoint, listDefaults, filterNames);
  const deletion = useRecordDelete<TInvoice>(useDeleteInvoice(), {
    deleted: t('budget:toasts.deleted'),
    failed: t('budget:toasts.deleteFailed'),
  });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('budget:list.title')}
      </h2>
      <RecordsListSection
        endpoint={invoicesEndpoint}
        controls={controls}
        list={list}
        sortOptions={INVOICE_SORT_KEYS.map((key) => ({ value: key, label: t(`budget:sort.${key}`) }))}
        filters={<InvoiceFilters params={controls.params} onFilter={controls.setParam} />}
        csvFileName="budget"
        empty={
          <EmptyState
            icon={<Receipt className="h-6 w-6" aria-hidden="true" />}
            title={t('budget:empty.title')}
            body={t('budget:empty.body')}
            action={<Button onClick={onAdd}>{t('budget:empty.action')}</Button>}
          />
        }
        listLabel={t('budget:list.title')}
        listClassName="grid gap-3 @xl:grid-cols-2"
        renderItem={(invoice) => (
          <InvoiceCard invoice={invoice} onEdit={onEdit} onDelete={deletion.handleAsk} />
        )}
      />

      <ConfirmDeleteDialog
        name={deletion.deleting?.name ?? null}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </section>
  );
}
