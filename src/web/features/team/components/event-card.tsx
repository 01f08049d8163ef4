import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clock, User, Users } from 'lucide-react';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import {
  eventDatesLabel,
  eventKindLabel,
  eventLabel,
  eventTimesLabel,
  eventWhoLabel,
} from '../lib/event-labels';
import { eventChipClasses, eventEdgeClasses } from '../lib/event-styles';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';

export interface EventCardProps {
  event: TTeamEvent;
  onEdit: (event: TTeamEvent) => void;
  onDelete: (event: TTeamEvent) => void;
}

/** One event in full: its kind (coloured), its title or who it is for, the days and hours, the comment. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const { t, i18n } = useTranslation(['team', 'records']);
  const label = eventLabel(event, t);
  const WhoIcon = event.teamUserId ? User : Users;
  return (
    <Card className={cn('flex h-full flex-col gap-2 border-l-4 p-4', eventEdgeClasses[event.type])}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-semibold',
            eventChipClasses[event.type],
          )}
        >
          {eventKindLabel(event, t)}
        </span>
        <span className="text-sm text-slate-800">{eventDatesLabel(event, t, i18n.language)}</span>
      </div>
      <h4 className="text-base font-semibold break-words text-slate-900">
        {event.title ?? eventWhoLabel(event, t)}
      </h4>
      {event.title && (
        <p className="flex items-center gap-2 text-sm text-slate-800">
          <WhoIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
          {eventWhoLabel(event, t)}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {eventTimesLabel(event, t)}
      </p>
      {event.comment && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{event.comment}</p>
      )}
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-900/10 pt-2">
        <EditDeleteButtons
          name={label}
          onEdit={() => {
            onEdit(event);
          }}
          onDelete={() => {
            onDelete(event);
          }}
        />
      </div>
    </Card>
  );
}
