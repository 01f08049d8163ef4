import type { TFunction } from '../../../../shared/i18n/translate';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import { formatCalendarDate } from '../../../components/calendar/calendar-dates';

/** "Maladie" for a sick leave, "Astreinte" for an on-call duty: what kind of event it is. */
export function eventKindLabel(event: TTeamEvent, t: TFunction): string {
  if (event.type === 'leave' && event.leaveType) return t(`team:values.leaveType.${event.leaveType}`);
  return t(`team:values.type.${event.type}`);
}

/** Who it is for: the member's name, or "Toute l'équipe". */
export function eventWhoLabel(event: TTeamEvent, t: TFunction): string {
  return event.teamUserName ?? t('team:event.wholeTeam');
}

/** The event's name: its title, else "Maladie – Alice Martin", "Astreinte – Toute l'équipe". */
export function eventLabel(event: TTeamEvent, t: TFunction): string {
  return (
    event.title ?? t('team:event.untitled', { type: eventKindLabel(event, t), name: eventWhoLabel(event, t) })
  );
}

/** "Le 21 nov." or "Du 20 nov. au 22 nov.". */
export function eventDatesLabel(event: TTeamEvent, t: TFunction, language: string): string {
  const format = (date: string) => formatCalendarDate(date, language, { day: 'numeric', month: 'short' });
  return event.startDate === event.endDate
    ? t('team:event.oneDay', { date: format(event.startDate) })
    : t('team:event.dateRange', { start: format(event.startDate), end: format(event.endDate) });
}

/** "08:00 – 17:00", "dès 08:00"… or "Journée entière" when no time is given. */
export function eventTimesLabel(event: TTeamEvent, t: TFunction): string {
  if (event.startTime && event.endTime) {
    return t('team:event.timeRange', { start: event.startTime, end: event.endTime });
  }
  if (event.startTime) return t('team:event.fromTime', { time: event.startTime });
  if (event.endTime) return t('team:event.untilTime', { time: event.endTime });
  return t('team:event.allDay');
}
