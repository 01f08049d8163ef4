import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { MonthGridDay, TCalendarDate, TMonthKey } from '../../../shared/domain/calendar';
import { cn } from '../../lib/cn';
import { CalendarHeader } from './calendar-header';
import {
  browserToday,
  formatCalendarDate,
  formatMonthTitle,
  monthGridOf,
  weekdayKeys,
} from './calendar-dates';

export interface MonthCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: TMonthKey;
  /** What a day cell shows under its number (chips, dots…). Passive when the days are selectable. */
  renderDay: (day: MonthGridDay) => ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  /** Back to the current month; no button without it. */
  onToday?: () => void;
  /** With it, a tap anywhere in a cell picks that day (the cell is one button). */
  onSelectDate?: (date: TCalendarDate) => void;
  selectedDate?: TCalendarDate;
  /** A link or button in the corner of each cell (e.g. "add on this day"), from the small tablet up. */
  renderDayAction?: (date: TCalendarDate) => ReactNode;
  /** Defaults to the browser's date. */
  today?: TCalendarDate;
}

/** A month grid, Monday first, with French weekday initials; today is highlighted. */
export function MonthCalendar({
  month,
  renderDay,
  onPrevious,
  onNext,
  onToday,
  onSelectDate,
  selectedDate,
  renderDayAction,
  today = browserToday(),
}: MonthCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  const title = formatMonthTitle(month, i18n.language);
  const isSelectable = onSelectDate !== undefined;

  return (
    <div className="space-y-3">
      <CalendarHeader
        title={title}
        previousLabel={t('previousMonth')}
        nextLabel={t('nextMonth')}
        onPrevious={onPrevious}
        onNext={onNext}
        onToday={onToday}
      />
      <table
        className="w-full table-fixed border-collapse text-slate-900"
        aria-label={t('monthLabel', { month: title })}
      >
        <thead>
          <tr>
            {weekdayKeys.map((key) => (
              <th key={key} scope="col" className="pb-1 text-center text-xs font-semibold text-slate-600">
                <abbr title={t(`weekdays.${key}`)} className="no-underline">
                  {t(`weekdayInitials.${key}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGridOf(month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => {
                const isToday = day.date === today;
                const isSelected = day.date === selectedDate;
                return (
                  <td
                    key={day.date}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'relative h-12 border border-slate-200 p-0 align-top sm:h-28',
                      day.isInMonth ? 'bg-white' : 'bg-slate-50 text-slate-500',
                      isSelected && 'bg-emerald-50',
                    )}
                  >
                    {isSelectable && (
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={t('selectDay', {
                          date: formatCalendarDate(day.date, i18n.language, {
                            weekday: 'long',
                            day: 'numeric',
                            month: 'long',
                          }),
                        })}
                        onClick={() => {
                          onSelectDate(day.date);
                        }}
                        className={cn(
                          'absolute inset-0 h-full w-full',
                          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700',
                          isSelected && 'outline-2 -outline-offset-2 outline-emerald-600',
                        )}
                      />
                    )}
                    <div
                      className={cn(
                        'relative flex h-full min-w-0 flex-col gap-0.5 p-0.5 sm:p-1',
                        isSelectable && 'pointer-events-none',
                      )}
                    >
                      <div className="flex items-center justify-between gap-1">
                        <span
                          className={cn(
                            'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs sm:text-sm',
                            isToday && 'bg-emerald-700 font-bold text-white',
                          )}
                        >
                          {Number(day.date.slice(8, 10))}
                          {isToday && <span className="sr-only"> ({t('todayMark')})</span>}
                        </span>
                        {renderDayAction && (
                          <span className="pointer-events-auto hidden sm:inline-flex">
                            {renderDayAction(day.date)}
                          </span>
                        )}
                      </div>
                      {renderDay(day)}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
