import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ERROR_GROUP_STATUSES, type TErrorGroupStatus } from '../../../../shared/contracts/measured-metrics';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { MonitoringTabs } from '../../../components/monitoring/monitoring-tabs';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { ErrorGroupsReadError, errorGroupsQuery, useSetErrorGroupStatus } from '../api/error-groups';
import { ErrorGroupCard } from '../components/error-group-card';

/**
 * /dashboard/error-monitoring (issue 20, admin only): the errors users' browsers reported, grouped by cause, most
 * recently seen first, with their count, first and last time, browsers and a sample stack; resolve, ignore or
 * reopen a group, filter by status.
 */
export default function ErrorMonitoringPage() {
  const { t } = useTranslation(['errorMonitoring', 'monitoring']);
  const [status, setStatus] = useState<TErrorGroupStatus | ''>('');
  const groups = useQuery(errorGroupsQuery(status));
  const change = useSetErrorGroupStatus();

  const setGroupStatus = (id: string, next: TErrorGroupStatus) => {
    change.mutate(
      { id, status: next },
      {
        onSuccess: (result) => {
          if (result.ok) void toast.success(t('actions.done'));
          else void toast.error(result.message);
        },
        onError: () => void toast.error(t('actions.failed')),
      },
    );
  };

  const isForbidden = groups.error instanceof ErrorGroupsReadError && groups.error.status === 403;
  return (
    <RecordsPageLayout>
      <MonitoringTabs current="error-monitoring" />
      <RecordsPageHeader title={t('title')} subtitle={t('subtitle')} isSubtitleHiddenOnPhone />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id="error-group-status"
          name="status"
          label={t('filters.status')}
          value={status}
          emptyOption={t('filters.all')}
          options={ERROR_GROUP_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as TErrorGroupStatus | '');
          }}
          className="w-56"
        />
        <Button variant="secondary" onClick={() => void groups.refetch()} disabled={groups.isFetching}>
          {t('actions.refresh')}
        </Button>
      </div>
      <section aria-labelledby="error-groups-title" className="space-y-3">
        <h2 id="error-groups-title" className="sr-only">
          {t('list.title')}
        </h2>
        {isForbidden ? (
          <p role="alert" className="text-slate-700">
            {t('list.forbidden')}
          </p>
        ) : groups.data === undefined ? (
          <LoadStateNotice
            state={groups.isError ? { kind: 'error', message: groups.error.message } : { kind: 'loading' }}
            loadingText={t('list.loading')}
            failedText={t('list.loadFailed')}
            onRetry={() => void groups.refetch()}
            size="md"
          />
        ) : groups.data.length === 0 ? (
          <p className="text-slate-700">{status ? t('list.emptyFiltered') : t('list.empty')}</p>
        ) : (
          groups.data.map((group) => (
            <ErrorGroupCard
              key={group.id}
              group={group}
              isBusy={change.isPending}
              onStatus={(next) => {
                setGroupStatus(group.id, next);
              }}
            />
          ))
        )}
      </section>
    </RecordsPageLayout>
  );
}
