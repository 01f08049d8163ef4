import {
  addMonths,
  daysInMonth,
  isCalendarDate,
  isMonthKey,
  monthKey,
  type TCalendarDate,
} from '../../../../shared/domain/calendar';
import { browserToday } from '../../../components/calendar/calendar-dates';
import { useTeamAddress } from './team-address';

/**
 * The calendar's month and chosen day, from the address (?month=YYYY-MM&day=YYYY-MM-DD): this month and today
 * by default, the 1st of another month when no day of it was chosen.
 */
export function useCalendarMonth() {
  const { read, setValues } = useTeamAddress();
  const today = browserToday();
  const monthParam = read('month');
  const month = isMonthKey(monthParam) ? monthParam : monthKey(today);
  const dayParam = read('day');
  const selectedDate: TCalendarDate =
    isCalendarDate(dayParam) && dayParam.startsWith(month)
      ? dayParam
      : today.startsWith(month)
        ? today
        : `${month}-01`;
  const lastDay = `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))))}`;

  return {
    today,
    month,
    selectedDate,
    /** The month's first and last days: the list under the grid holds the events that overlap them. */
    monthRange: { from: `${month}-01`, to: lastDay },
    handleSelectDate: (date: TCalendarDate) => {
      setValues({ month: monthKey(date), day: date });
    },
    handleMonthStep: (monthsLater: number) => {
      setValues({ month: monthKey(addMonths(`${month}-01`, monthsLater)), day: undefined });
    },
    handleToday: () => {
      setValues({ month: undefined, day: undefined });
    },
  };
}
