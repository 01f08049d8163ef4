import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TFeedLog } from '../../../../shared/contracts/feed-log';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { feedLotsQuery, useUpdateFeedLog } from '../api/feed-logs';
import { feedFormValuesOf, type TFeedRequest } from '../lib/feed-form-values';
import { FeedEntryForm } from './feed-entry-form';

/** Editing an entry over the page: "Entrée mise à jour" (offline too), or the failure with the server's reason. */
export function FeedEditDialog({ entry, onClose }: { entry: TFeedLog | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['feedLog', 'records']);
  const update = useUpdateFeedLog();
  const lots = useQuery(feedLotsQuery());
  const offered = lots.data?.items ?? [];
  // The entry's own lot stays a choice even when nothing is left of it.
  const choices =
    entry && !offered.some((lot) => lot.id === entry.rawMaterialId)
      ? [
          ...offered,
          { id: entry.rawMaterialId, name: entry.lotName, category: entry.lotCategory, remainingTonnes: 0 },
        ]
      : offered;

  const handleUpdate = async (target: TFeedLog, request: TFeedRequest) => {
    const result = await update.mutateAsync({ id: target.id, version: target.version, body: request });
    if (result.ok) {
      void toast.success(t('feedLog:toasts.updated'));
      onClose();
    } else {
      void toast.error(t('feedLog:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <ModalDialog isOpen={entry !== null} title={t('feedLog:editTitle')} onClose={onClose} size="lg">
      {entry && (
        <FeedEntryForm
          key={entry.id}
          initialValues={feedFormValuesOf(entry, i18n.language)}
          lots={choices}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={(request) => handleUpdate(entry, request)}
        />
      )}
    </ModalDialog>
  );
}
