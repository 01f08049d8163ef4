import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { AGENDA_SORT_KEYS, type TAgendaTask } from '../../../../shared/contracts/agenda';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { CsvActions } from '../../../components/records/csv-actions';
import { ListPager } from '../../../components/records/list-pager';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { buttonClasses } from '../../../components/ui/button';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import { useListParams } from '../../../lib/records/use-list-params';
import { addTaskPath, agendaEndpoint } from '../api/agenda-tasks';
import { AgendaListToolbar } from './agenda-list-toolbar';
import { TaskCard } from './task-card';
import type { TaskHandlers } from './task-handlers';

export const agendaFilterNames = ['status', 'priority', 'category'] as const;
const listDefaults = { sort: 'createdAt' };

/** Every task, newest first by default: search, sort, filters, pages and CSV (the address keeps them). */
export function AgendaListView({ today, handlers }: { today: TCalendarDate; handlers: TaskHandlers }) {
  const { t } = useTranslation(['agenda', 'records']);
  const { params, setParam, clearFilters, hasFilters } = useListParams(listDefaults, agendaFilterNames);
  const list = useQuery(listQueryOptions<TAgendaTask>(agendaEndpoint, params));

  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('agenda:views.list')}</h2>
      <AgendaListToolbar params={params} setParam={setParam} sortKeys={AGENDA_SORT_KEYS} />
      <CsvActions endpoint={agendaEndpoint} params={params} fileName="agenda" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          hasFilters ? (
            <NoMatch onClear={clearFilters} />
          ) : (
            <EmptyState
              icon={<CalendarCheck className="h-6 w-6" aria-hidden="true" />}
              title={t('agenda:empty.title')}
              body={t('agenda:empty.body')}
              action={
                <Link to={addTaskPath()} className={buttonClasses('primary', 'lg')}>
                  {t('agenda:empty.action')}
                </Link>
              }
            />
          )
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('agenda:title')}>
              {list.data.items.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} today={today} handlers={handlers} />
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
    </div>
  );
}
