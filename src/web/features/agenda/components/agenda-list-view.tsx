import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { CalendarCheck } from 'lucide-react';
import { AGENDA_SORT_KEYS, type TAgendaTask } from '../../../../shared/contracts/agenda';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { buttonClasses } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { addTaskPath, agendaEndpoint } from '../api/agenda-tasks';
import { AgendaListFilters } from './agenda-list-filters';
import { TaskCard } from './task-card';
import type { TaskHandlers } from './task-handlers';

export const agendaFilterNames = ['status', 'priority', 'category'] as const;
const listDefaults = { sort: 'createdAt' };

/** Every task, newest first by default: search, sort, filters, pages and CSV (the address keeps them). */
export function AgendaListView({ handlers }: { handlers: TaskHandlers }) {
  const { t } = useTranslation(['agenda', 'records']);
  const { list, ...controls } = useRecordsList<TAgendaTask>(agendaEndpoint, listDefaults, agendaFilterNames);

  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('agenda:views.list')}</h2>
      <RecordsListSection
        endpoint={agendaEndpoint}
        controls={controls}
        list={list}
        sortOptions={AGENDA_SORT_KEYS.map((key) => ({ value: key, label: t(`agenda:sort.${key}`) }))}
        filters={<AgendaListFilters params={controls.params} setParam={controls.setParam} />}
        csvFileName="agenda"
        empty={
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
        }
        listLabel={t('agenda:title')}
        listClassName="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3"
        renderItem={(task) => <TaskCard task={task} handlers={handlers} />}
      />
    </div>
  );
}
