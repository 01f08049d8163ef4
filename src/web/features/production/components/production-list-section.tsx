import { useId } from 'react';
import { Gauge } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PRODUCTION_SORT_KEYS, type TProductionLog } from '../../../../shared/contracts/production';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { Button } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { productionLogsEndpoint, useDeleteProductionLog } from '../api/production-logs';
import { formatReadingDate } from '../../../lib/format-figures';
import { ProductionReadingCard } from './production-reading-card';
import { useRecordDelete } from '../../../lib/records/use-record-delete';

const filterNames = [] as const;
/**
 * Newest readings first (by their date, not by when they were typed in), a week's worth a page: the trends
 * follow the list, within a phone's reach.
 */
const listDefaults = { sort: 'readingDate', pageSize: 7 };

export interface ProductionListSectionProps {
  onAdd: () => void;
  onEdit: (reading: TProductionLog) => void;
}

/** The readings: search on the notes, sort, CSV, cards, pages, and the delete confirmation. */
export function ProductionListSection({ onAdd, onEdit }: ProductionListSectionProps) {
  const { t, i18n } = useTranslation(['production', 'records']);
  const headingId = useId();
  const { list, ...controls } = useRecordsList<TProductionLog>(
    productionLogsEndpoint,
    listDefaults,
    filterNames,
  );
  const deletion = useRecordDelete<TProductionLog>(useDeleteProductionLog(), {
    deleted: t('production:toasts.deleted'),
    failed: t('production:toasts.deleteFailed'),
  });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('production:list.title')}
      </h2>
      <RecordsListSection
        endpoint={productionLogsEndpoint}
        controls={controls}
        list={list}
        sortOptions={PRODUCTION_SORT_KEYS.map((key) => ({ value: key, label: t(`production:sort.${key}`) }))}
        csvFileName="production"
        empty={
          <EmptyState
            icon={<Gauge className="h-6 w-6" aria-hidden="true" />}
            title={t('production:empty.title')}
            body={t('production:empty.body')}
            action={<Button onClick={onAdd}>{t('production:empty.action')}</Button>}
          />
        }
        listLabel={t('production:list.title')}
        listClassName="grid gap-3 @xl:grid-cols-2"
        renderItem={(reading) => (
          <ProductionReadingCard reading={reading} onEdit={onEdit} onDelete={deletion.handleAsk} />
        )}
      />

      <ConfirmDeleteDialog
        name={deletion.deleting ? formatReadingDate(deletion.deleting.readingDate, i18n.language) : null}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </section>
  );
}
