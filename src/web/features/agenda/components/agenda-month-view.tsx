import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Plus } from 'lucide-react';
import {
  addMonths,
  isCalendarDate,
  isMonthKey,
  monthKey,
  type TCalendarDate,
} from '../../../../shared/domain/calendar';
import { formatCalendarDate, monthGridRange } from '../../../components/calendar/calendar-dates';
import { MonthCalendar } from '../../../components/calendar/month-calendar';
import { addTaskPath, periodTasksQuery } from '../api/agenda-tasks';
import { groupTasksByDueDate } from '../lib/task-order';
import { useAgendaAddress } from '../lib/use-agenda-address';
import { MonthDayTasks } from './month-day-tasks';
import { PeriodStatus } from './period-status';
import { SelectedDayTasks } from './selected-day-tasks';
import type { TaskHandlers } from './task-handlers';

/** The month grid (?month=YYYY-MM) with its tasks, and the chosen day's (?day=…) tasks in full under it. */
export function AgendaMonthView({ today, handlers }: { today: TCalendarDate; handlers: TaskHandlers }) {
  const { t, i18n } = useTranslation('agenda');
  const { read, setValues } = useAgendaAddress();
  const monthParam = read('month');
  const month = isMonthKey(monthParam) ? monthParam : monthKey(today);
  const dayParam = read('day');
  const selectedDate =
    isCalendarDate(dayParam) && dayParam.startsWith(month)
      ? dayParam
      : today.startsWith(month)
        ? today
        : `${month}-01`;
  const { from, to } = monthGridRange(month);
  const tasks = useQuery(periodTasksQuery(from, to));
  const byDate = useMemo(() => groupTasksByDueDate(tasks.data?.items ?? []), [tasks.data]);

  const showMonth = (monthsLater: number) => {
    setValues({ month: monthKey(addMonths(`${month}-01`, monthsLater)), day: undefined });
  };

  return (
    <div className="space-y-4">
      <MonthCalendar
        month={month}
        today={today}
        selectedDate={selectedDate}
        onSelectDate={(date) => {
          setValues({ month: monthKey(date), day: date });
        }}
        onPrevious={() => {
          showMonth(-1);
        }}
        onNext={() => {
          showMonth(1);
        }}
        onToday={() => {
          setValues({ month: undefined, day: undefined });
        }}
        renderDay={(day) => <MonthDayTasks tasks={byDate.get(day.date) ?? []} />}
        renderDayAction={(date) => (
          <Link
            to={addTaskPath(date)}
            aria-label={t('views.addOnDay', {
              date: formatCalendarDate(date, i18n.language, { day: 'numeric', month: 'long' }),
            })}
            title={t('views.addShort')}
            className="inline-flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
      />
      <PeriodStatus
        isPending={tasks.isPending}
        error={tasks.error}
        shown={tasks.data?.items.length ?? 0}
        total={tasks.data?.total ?? 0}
        onRetry={() => void tasks.refetch()}
      />
      <SelectedDayTasks date={selectedDate} tasks={byDate.get(selectedDate) ?? []} handlers={handlers} />
    </div>
  );
}
