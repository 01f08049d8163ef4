import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays } from 'lucide-react';
import { TEAM_EVENT_SORT_KEYS, type TTeamEvent } from '../../../../shared/contracts/team';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { Button } from '../../../components/ui/button';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import type { RecordsListControls } from '../../../lib/records/use-records-list';
import { teamEventsEndpoint } from '../api/team-events';
import { EventCard } from './event-card';
import type { EventHandlers } from './event-handlers';

export interface MonthEventsListProps extends EventHandlers {
  /** "Novembre 2026". */
  monthTitle: string;
  /** The list's page, sort, search and filters, with the month as `from` and `to`. */
  controls: RecordsListControls;
  onAdd: () => void;
}

/** The month's events as a list under the calendar: search, sort, CSV, cards and pages. */
export function MonthEventsList({ monthTitle, controls, onAdd, onEdit, onDelete }: MonthEventsListProps) {
  const { t } = useTranslation(['team', 'records']);
  const headingId = useId();
  const list = useQuery(listQueryOptions<TTeamEvent>(teamEventsEndpoint, controls.params));
  // Whether the calendar holds anything at all: an empty month is not an empty calendar.
  const anyEvent = useQuery(listQueryOptions<TTeamEvent>(teamEventsEndpoint, { page: 1, pageSize: 1 }));
  const title = t('team:calendar.monthEvents', { month: monthTitle });
  const isCalendarEmpty = anyEvent.data?.total === 0;
  const emptyCalendar = (
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
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <RecordsListSection
        endpoint={teamEventsEndpoint}
        controls={controls}
        list={list}
        sortOptions={TEAM_EVENT_SORT_KEYS.map((key) => ({ value: key, label: t(`team:sort.${key}`) }))}
        csvFileName="planning-equipe"
        empty={
          isCalendarEmpty ? (
            emptyCalendar
          ) : (
            <p className="text-slate-700">{t('team:calendar.noEventsThisMonth')}</p>
          )
        }
        noMatch={isCalendarEmpty ? emptyCalendar : undefined}
        listLabel={title}
        listClassName="grid gap-3 @xl:grid-cols-2"
        renderItem={(event) => <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />}
      />
    </section>
  );
}
