import type { TTeamEventType } from '../../../../shared/domain/team';

/** A chip of the month grid and the badge of a card: each type its colour (text contrast AA on its tint). */
export const eventChipClasses: Record<TTeamEventType, string> = {
  shift: 'border-sky-600 bg-sky-50 text-sky-900',
  on_call: 'border-violet-600 bg-violet-50 text-violet-900',
  leave: 'border-amber-600 bg-amber-50 text-amber-900',
  training: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  other: 'border-slate-500 bg-slate-100 text-slate-900',
};

/** The dot of a phone-sized month cell. */
export const eventDotClasses: Record<TTeamEventType, string> = {
  shift: 'bg-sky-600',
  on_call: 'bg-violet-600',
  leave: 'bg-amber-600',
  training: 'bg-emerald-600',
  other: 'bg-slate-500',
};

/** The coloured left edge of an event's card. */
export const eventEdgeClasses: Record<TTeamEventType, string> = {
  shift: 'border-l-sky-600',
  on_call: 'border-l-violet-600',
  leave: 'border-l-amber-600',
  training: 'border-l-emerald-600',
  other: 'border-l-slate-500',
};
