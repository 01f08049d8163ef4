import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Tractor } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FEED_LOG_SORT_KEYS, type TFeedLog } from '../../../../shared/contracts/feed-log';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { formatReadingDate } from '../../../lib/format-figures';
import { useRecordDelete } from '../../../lib/records/use-record-delete';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { feedLogsEndpoint, feedLotsQuery, useDeleteFeedLog } from '../api/feed-logs';
import { FeedEntryCard } from './feed-entry-card';

const filterNames = [] as const;
/** Newest entries first (by the day fed), a few mornings' worth a page. */
const listDefaults = { sort: 'fedOn', pageSize: 10 };

export interface FeedListSectionProps {
  onEdit: (entry: TFeedLog) => void;
}

/** The entries: search on the notes, sort, CSV, cards, pages, and the delete confirmation. */
export function FeedListSection({ onEdit }: FeedListSectionProps) {
  const { t, i18n } = useTranslation(['feedLog', 'records']);
  const headingId = useId();
  const { list, ...controls } = useRecordsList<TFeedLog>(feedLogsEndpoint, listDefaults, filterNames);
  const lots = useQuery(feedLotsQuery());
  const lotNames = new Map((lots.data?.items ?? []).map((lot) => [lot.id, lot.name]));
  const deletion = useRecordDelete<TFeedLog>(useDeleteFeedLog(), {
    deleted: t('feedLog:toasts.deleted'),
    failed: t('feedLog:toasts.deleteFailed'),
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      {/* On a phone the list follows the form at once (the newest entries on the first screen). */}
      <h2 id={headingId} className="sr-only text-lg font-semibold text-slate-900 sm:not-sr-only">
        {t('feedLog:list.title')}
      </h2>
      <RecordsListSection
        endpoint={feedLogsEndpoint}
        controls={controls}
        list={list}
        sortOptions={FEED_LOG_SORT_KEYS.map((key) => ({ value: key, label: t(`feedLog:sort.${key}`) }))}
        csvFileName="alimentation"
        empty={
          <EmptyState
            icon={<Tractor className="h-6 w-6" aria-hidden="true" />}
            title={t('feedLog:empty.title')}
            body={t('feedLog:empty.body')}
          />
        }
        listLabel={t('feedLog:list.title')}
        listClassName="grid gap-3 @xl:grid-cols-2"
        renderItem={(entry) => (
          <FeedEntryCard
            entry={entry}
            fallbackLotName={lotNames.get(entry.rawMaterialId) ?? ''}
            onEdit={onEdit}
            onDelete={deletion.handleAsk}
          />
        )}
      />
      <ConfirmDeleteDialog
        name={
          deletion.deleting
            ? `${deletion.deleting.lotName} · ${formatReadingDate(deletion.deleting.fedOn, i18n.language)}`
            : null
        }
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </section>
  );
}
