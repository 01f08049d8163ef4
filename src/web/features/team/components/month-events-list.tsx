import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import { TEAM_EVENT_SORT_KEYS, type TTeamEvent } from '../../../../shared/contracts/team';
import { CsvActions } from '../../../components/records/csv-actions';
import { ListPager } from '../../../components/records/list-pager';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { Button } from '../../../components/ui/button';
import { listQueryOptions, type TListParams } from '../../../lib/records/records-endpoint';
import { teamEventsEndpoint } from '../api/team-events';
import { EventCard } from './event-card';
import type { EventHandlers } from './event-handlers';

export interface MonthEventsListProps extends EventHandlers {
  /** "Novembre 2026". */
  monthTitle: string;
  /** The list's page, sort, search and filters, with the month as `from` and `to`. */
  params: TListParams;
  hasFilters: boolean;
  onParam: (name: string, value: string | number | undefined) => void;
  onClearFilters: () => void;
  onAdd: () => void;
}

/** The month's events as a list under the calendar: search, sort, CSV, cards and pages. */
export function MonthEventsList({
  monthTitle,
  params,
  hasFilters,
  onParam,
  onClearFilters,
  onAdd,
  onEdit,
  onDelete,
}: MonthEventsListProps) {
  const { t } = useTranslation(['team', 'records']);
  const headingId = useId();
  const list = useQuery(listQueryOptions<TTeamEvent>(teamEventsEndpoint, params));
  // Whether the calendar holds anything at all: an empty month is not an empty calendar.
  const anyEvent = useQuery(listQueryOptions<TTeamEvent>(teamEventsEndpoint, { page: 1, pageSize: 1 }));
  const title = t('team:calendar.monthEvents', { month: monthTitle });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <ListToolbar
        search={String(params.q ?? '')}
        onSearch={(text) => {
          onParam('q', text);
        }}
        sort={String(params.sort)}
        sortOptions={TEAM_EVENT_SORT_KEYS.map((key) => ({ value: key, label: t(`team:sort.${key}`) }))}
        onSort={(sort) => {
          onParam('sort', sort);
        }}
        order={params.order === 'asc' ? 'asc' : 'desc'}
        onToggleOrder={() => {
          onParam('order', params.order === 'asc' ? 'desc' : 'asc');
        }}
      />
      <CsvActions endpoint={teamEventsEndpoint} params={params} fileName="planning-equipe" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          anyEvent.data?.total === 0 ? (
            <EmptyState
              icon={<CalendarDays className="h-6 w-6" aria-hidden="true" />}
              title={t('team:empty.events.title')}
              body={t('team:empty.events.body')}
              action={
                <Button className="h-11" onClick={onAdd}>
                  {t('team:empty.events.action')}
                </Button>
              }
            />
          ) : hasFilters ? (
            <NoMatch onClear={onClearFilters} />
          ) : (
            <p className="text-slate-700">{t('team:calendar.noEventsThisMonth')}</p>
          )
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={title}>
              {list.data.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />
                </li>
              ))}
            </ul>
            <ListPager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => {
                onParam('page', page);
              }}
            />
          </>
        ))}
    </section>
  );
}
