import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isoWeekNumber, weekDays, type TCalendarDate } from '../../../shared/domain/calendar';
import { cn } from '../../lib/cn';
import { CalendarHeader } from './calendar-header';
import { browserToday, formatCalendarDate, weekdayKeys } from './calendar-dates';

export interface WeekCalendarProps {
  /** Any date of the week shown: its ISO week, Monday to Sunday. */
  week: TCalendarDate;
  /** What a day holds (its events, tasks, an empty text). */
  renderDay: (date: TCalendarDate) => ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  /** Back to the current week; no button without it. */
  onToday?: () => void;
  /** Defaults to the browser's date. */
  today?: TCalendarDate;
}

/**
 * The 7 days of an ISO week with its number: one column a day when the calendar is at least 56 rem wide (a
 * container query, whatever the page around it), one section a day stacked on phones and tablets.
 */
export function WeekCalendar({
  week,
  renderDay,
  onPrevious,
  onNext,
  onToday,
  today = browserToday(),
}: WeekCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  const idPrefix = useId();
  const days = weekDays(week);
  const first = days[0] ?? week;
  const last = days[6] ?? week;
  const weekNumber = isoWeekNumber(first);
  const subtitle = t('weekRange', {
    from: formatCalendarDate(first, i18n.language, { day: 'numeric', month: 'long' }),
    to: formatCalendarDate(last, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }),
  });

  return (
    <div className="@container space-y-3">
      <CalendarHeader
        title={t('weekNumber', { n: weekNumber })}
        subtitle={subtitle}
        previousLabel={t('previousWeek')}
        nextLabel={t('nextWeek')}
        onPrevious={onPrevious}
        onNext={onNext}
        onToday={onToday}
      />
      <ol className="grid gap-2 @4xl:grid-cols-7" aria-label={t('weekLabel', { n: weekNumber })}>
        {days.map((date, index) => {
          const isToday = date === today;
          const headingId = `${idPrefix}-${date}`;
          const key = weekdayKeys[index] ?? 'mon';
          return (
            <li
              key={date}
              aria-current={isToday ? 'date' : undefined}
              aria-labelledby={headingId}
              className={cn(
                'min-w-0 rounded-lg border bg-white p-2',
                isToday ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-slate-200',
              )}
            >
              <h3
                id={headingId}
                className={cn('mb-2 text-sm font-semibold', isToday ? 'text-emerald-800' : 'text-slate-900')}
              >
                <span className="@4xl:hidden">{t(`weekdays.${key}`)} </span>
                <span className="hidden @4xl:inline">{t(`weekdaysShort.${key}`)} </span>
                {formatCalendarDate(date, i18n.language, { day: 'numeric', month: 'short' })}
                {isToday && <span className="ml-1 text-xs font-normal">({t('todayMark')})</span>}
              </h3>
              {renderDay(date)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
