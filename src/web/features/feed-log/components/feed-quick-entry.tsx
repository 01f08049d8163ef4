import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router/link';
import { plantCalendarDate } from '../../../lib/plant-clock';
import { toast } from '../../../lib/toast';
import { feedLotsQuery, useCreateFeedLog } from '../api/feed-logs';
import { emptyFeedFormValues, type TFeedRequest } from '../lib/feed-form-values';
import { FeedEntryForm } from './feed-entry-form';

/**
 * Today's feed, on top of the page: date (the plant's today), lot, tonnes, notes. After an entry is saved the form
 * stays open, emptied but on the same day, with the focus on the lot: an operator feeds several lots each morning.
 * Offline the entry is queued and shows at once.
 */
export function FeedQuickEntry() {
  const { t } = useTranslation(['feedLog', 'records']);
  const headingId = useId();
  const lots = useQuery(feedLotsQuery());
  const create = useCreateFeedLog();
  // A new form (key) after each entry, on the day of the entry just saved.
  const [entry, setEntry] = useState({ count: 0, fedOn: plantCalendarDate(new Date()) });
  const items = lots.data?.items ?? [];

  const handleCreate = async (request: TFeedRequest) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(t('feedLog:toasts.created'));
      setEntry((current) => ({ count: current.count + 1, fedOn: request.fedOn }));
    } else {
      void toast.error(t('feedLog:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <Card className="p-3 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        {/* On a phone the page's title says it: the room goes to the newest entries. */}
        <h2 id={headingId} className="sr-only text-lg font-semibold text-slate-900 sm:not-sr-only">
          {t('feedLog:quick.title')}
        </h2>
        {lots.isSuccess && items.length === 0 && entry.count === 0 ? (
          <div className="space-y-3">
            <p className="text-slate-700">{t('feedLog:quick.noLots')}</p>
            <Link to="/dashboard/raw-materials" className={buttonClasses('secondary', 'lg')}>
              {t('feedLog:quick.addLot')}
            </Link>
          </div>
        ) : (
          <FeedEntryForm
            key={entry.count}
            initialValues={emptyFeedFormValues(entry.fedOn)}
            lots={items}
            submitLabel={t('feedLog:add')}
            onSubmit={handleCreate}
            isLotFocused={entry.count > 0}
          />
        )}
      </section>
    </Card>
  );
}
