import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import { cn } from '../../../lib/cn';
import { eventKindLabel, eventLabel, eventWhoLabel } from '../lib/event-labels';
import { eventChipClasses, eventDotClasses } from '../lib/event-styles';

const chipsShown = 3;

/**
 * What a month cell shows of the events covering its day: up to 3 chips coloured by type with the member's
 * name from the small tablet up; on phones one dot per event (3 at most) and the count, the day's list
 * being under the grid.
 */
export function MonthDayEvents({ events }: { events: readonly TTeamEvent[] }) {
  const { t } = useTranslation(['team', 'calendar']);
  if (events.length === 0) return null;
  const hidden = events.length - chipsShown;
  return (
    <>
      <span className="flex items-center justify-center gap-0.5 sm:hidden">
        {events.slice(0, chipsShown).map((event) => (
          <span
            key={event.id}
            aria-hidden="true"
            className={cn('h-1.5 w-1.5 rounded-full', eventDotClasses[event.type])}
          />
        ))}
        <span aria-hidden="true" className="ml-0.5 text-[11px] leading-none font-semibold">
          {events.length}
        </span>
        <span className="sr-only">{t('team:calendar.eventCount', { count: events.length })}</span>
      </span>
      <ul className="hidden min-w-0 space-y-0.5 sm:block">
        {events.slice(0, chipsShown).map((event) => (
          <li
            key={event.id}
            title={eventLabel(event, t)}
            className={cn(
              'truncate rounded-sm border-l-2 px-1 text-xs leading-5',
              eventChipClasses[event.type],
            )}
          >
            <span className="font-medium">{eventWhoLabel(event, t)}</span> ·{' '}
            {event.title ?? eventKindLabel(event, t)}
          </li>
        ))}
        {hidden > 0 && (
          <li className="px-1 text-xs text-slate-600">{t('team:calendar.more', { count: hidden })}</li>
        )}
      </ul>
    </>
  );
}
