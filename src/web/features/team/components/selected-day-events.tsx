import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { formatCalendarDate } from '../../../components/calendar/calendar-dates';
import { EventCard } from './event-card';
import type { EventHandlers } from './event-handlers';

export interface SelectedDayEventsProps extends EventHandlers {
  date: TCalendarDate;
  events: readonly TTeamEvent[];
}

/** Under the month grid: the chosen day's events in full (on a phone, the grid only shows dots). */
export function SelectedDayEvents({ date, events, onEdit, onDelete }: SelectedDayEventsProps) {
  const { t, i18n } = useTranslation('team');
  const title = t('calendar.dayEvents', {
    date: formatCalendarDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }),
  });
  return (
    <section className="space-y-3" aria-labelledby="team-selected-day">
      <h3 id="team-selected-day" className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calendar.noEvents')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={title}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
