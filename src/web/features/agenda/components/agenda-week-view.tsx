import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Plus } from 'lucide-react';
import {
  addDays,
  isCalendarDate,
  startOfIsoWeek,
  type TCalendarDate,
} from '../../../../shared/domain/calendar';
import { formatCalendarDate } from '../../../components/calendar/calendar-dates';
import { WeekCalendar } from '../../../components/calendar/week-calendar';
import { addTaskPath, periodTasksQuery } from '../api/agenda-tasks';
import { groupTasksByDueDate } from '../lib/task-order';
import { useAgendaAddress } from '../lib/use-agenda-address';
import { PeriodStatus } from './period-status';
import { TaskCompactItem } from './task-compact-item';
import type { TaskHandlers } from './task-handlers';

/** The ISO week (?week=its Monday) with each day's tasks. */
export function AgendaWeekView({ today, handlers }: { today: TCalendarDate; handlers: TaskHandlers }) {
  const { t, i18n } = useTranslation('agenda');
  const { read, setValues } = useAgendaAddress();
  const weekParam = read('week');
  const monday = startOfIsoWeek(isCalendarDate(weekParam) ? weekParam : today);
  const tasks = useQuery(periodTasksQuery(monday, addDays(monday, 6)));
  const byDate = useMemo(() => groupTasksByDueDate(tasks.data?.items ?? []), [tasks.data]);

  const renderDay = (date: TCalendarDate) => {
    const dayTasks = byDate.get(date) ?? [];
    return (
      <div className="space-y-2">
        {dayTasks.length === 0 ? (
          <p className="text-xs text-slate-600">{t('views.noTaskThisDay')}</p>
        ) : (
          <ul className="space-y-2">
            {dayTasks.map((task) => (
              <li key={task.id}>
                <TaskCompactItem task={task} handlers={handlers} />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={addTaskPath(date)}
          aria-label={t('views.addOnDay', {
            date: formatCalendarDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }),
          })}
          className="inline-flex h-11 items-center gap-1 rounded px-1 text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 @4xl:h-8"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('views.addShort')}
        </Link>
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <WeekCalendar
        week={monday}
        today={today}
        renderDay={renderDay}
        onPrevious={() => {
          setValues({ week: addDays(monday, -7) });
        }}
        onNext={() => {
          setValues({ week: addDays(monday, 7) });
        }}
        onToday={() => {
          setValues({ week: undefined });
        }}
      />
      <PeriodStatus
        isPending={tasks.isPending}
        error={tasks.error}
        shown={tasks.data?.items.length ?? 0}
        total={tasks.data?.total ?? 0}
        onRetry={() => void tasks.refetch()}
      />
    </div>
  );
}
