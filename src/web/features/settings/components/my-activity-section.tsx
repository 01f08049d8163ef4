import { useMemo } from 'react';
import { History, LoaderCircle } from 'lucide-react';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { Button } from '../../../components/ui/button';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ActivityRow } from './activity-row';
import { SettingsSection } from './settings-section';
import { useMyActivity } from './use-my-activity';

/** "Mon activité" (spec §7 get_user_activities): the user's own log, newest first, 100 at a time. */
export function MyActivitySection() {
  const { t, i18n } = useTranslation('activity');
  const { state, retry, canLoadMore, isLoadingMore, loadMore } = useMyActivity(t('mine.loadFailed'));

  const formatDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale(i18n.language), {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [i18n.language]);

  return (
    <SettingsSection icon={History} title={t('mine.title')} description={t('mine.help')}>
      <LoadStateView
        state={state}
        loadingText={t('mine.loading')}
        failedText={t('mine.loadFailed')}
        onRetry={retry}
        isEmpty={({ data }) => data.activities.length === 0}
        emptyText={t('mine.empty')}
      >
        {({ data }) => (
          <div className="space-y-3">
            <ul className="divide-y divide-slate-200" aria-label={t('mine.listLabel')}>
              {data.activities.map((activity) => (
                <ActivityRow key={activity.id} activity={activity} formatDate={formatDate} />
              ))}
            </ul>
            {canLoadMore && (
              <Button variant="secondary" disabled={isLoadingMore} onClick={() => void loadMore()}>
                {isLoadingMore && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {isLoadingMore ? t('mine.loadingMore') : t('mine.loadMore')}
              </Button>
            )}
          </div>
        )}
      </LoadStateView>
    </SettingsSection>
  );
}
