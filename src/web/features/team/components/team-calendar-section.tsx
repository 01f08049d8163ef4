import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarPlus, Plane } from 'lucide-react';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import { eventsOnDate } from '../../../../shared/domain/calendar';
import { formatMonthTitle, monthGridOf, monthGridRange } from '../../../components/calendar/calendar-dates';
import { MonthCalendar } from '../../../components/calendar/month-calendar';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { ListError } from '../../../components/records/list-states';
import { Button } from '../../../components/ui/button';
import { useListParams } from '../../../lib/records/use-list-params';
import { calendarEventsQuery, useDeleteTeamEvent } from '../api/team-events';
import { eventLabel } from '../lib/event-labels';
import { useCalendarMonth } from '../lib/use-calendar-month';
import { EventFilters } from './event-filters';
import { EventFormDialog, type TEventDialog } from './event-form-dialog';
import { MonthDayEvents } from './month-day-events';
import { MonthEventsList } from './month-events-list';
import { SelectedDayEvents } from './selected-day-events';
import { useRecordDelete } from '../../../lib/records/use-record-delete';

const filterNames = ['type', 'teamUserId'] as const;
/** The month's list in calendar order. */
const listDefaults = { sort: 'startDate', order: 'asc' as const };

/**
 * The team calendar (?tab=calendar&month=YYYY-MM&day=…): a month grid of the events (each day a multi-day
 * event covers), the chosen day's events in full, the month's list with its CSV, and the dialogs.
 */
export function TeamCalendarSection() {
  const { t, i18n } = useTranslation(['team', 'records']);
  const listParams = useListParams(listDefaults, filterNames);
  const { params, setParam } = listParams;
  const { today, month, selectedDate, monthRange, handleSelectDate, handleMonthStep, handleToday } =
    useCalendarMonth();

  const grid = useQuery(
    calendarEventsQuery({ type: params.type, teamUserId: params.teamUserId, ...monthGridRange(month) }),
  );
  const byDate = useMemo(() => {
    const events = grid.data?.items ?? [];
    return new Map(
      monthGridOf(month)
        .flat()
        .map((day) => [day.date, eventsOnDate(events, day.date)]),
    );
  }, [grid.data, month]);

  const [dialog, setDialog] = useState<TEventDialog>(null);
  const deletion = useRecordDelete<TTeamEvent>(useDeleteTeamEvent(), {
    deleted: t('team:toasts.eventDeleted'),
    failed: t('team:toasts.deleteFailed'),
  });
  const handlers = {
    onEdit: (event: TTeamEvent) => {
      setDialog({ mode: 'edit', event });
    },
    onDelete: deletion.handleAsk,
  };
  const handleAdd = () => {
    setDialog({ mode: 'create', day: selectedDate });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={handleAdd}>
          <CalendarPlus className="h-5 w-5" aria-hidden="true" />
          {t('team:addEvent')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => {
            setDialog({ mode: 'leave', day: selectedDate });
          }}
        >
          <Plane className="h-5 w-5" aria-hidden="true" />
          {t('team:requestLeave')}
        </Button>
      </div>
      <EventFilters params={params} onFilter={setParam} />
      <MonthCalendar
        month={month}
        today={today}
        selectedDate={selectedDate}
        onSelectDate={handleSelectDate}
        onPrevious={() => {
          handleMonthStep(-1);
        }}
        onNext={() => {
          handleMonthStep(1);
        }}
        onToday={handleToday}
        renderDay={(day) => <MonthDayEvents events={byDate.get(day.date) ?? []} />}
      />
      {grid.isError && (
        <ListError
          lead={t('team:calendar.loadFailed')}
          message={grid.error.message}
          onRetry={() => void grid.refetch()}
        />
      )}
      <SelectedDayEvents date={selectedDate} events={byDate.get(selectedDate) ?? []} {...handlers} />
      <MonthEventsList
        monthTitle={formatMonthTitle(month, i18n.language)}
        controls={{ ...listParams, params: { ...params, ...monthRange } }}
        onAdd={handleAdd}
        {...handlers}
      />

      <EventFormDialog
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
      <ConfirmDeleteDialog
        name={deletion.deleting ? eventLabel(deletion.deleting, t) : null}
        consequence={t('team:confirmDeleteEvent.body')}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </div>
  );
}
