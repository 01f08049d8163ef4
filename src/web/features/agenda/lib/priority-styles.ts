import type { TAgendaPriority } from '../../../../shared/domain/agenda-tasks';

/** Critique red, importante amber, normale grey: the badge, the month chips and the phone dots. */
export const priorityBadgeClasses: Readonly<Record<TAgendaPriority, string>> = {
  critical: 'bg-red-100 text-red-800 ring-red-300',
  important: 'bg-amber-100 text-amber-900 ring-amber-300',
  standard: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export const priorityChipClasses: Readonly<Record<TAgendaPriority, string>> = {
  critical: 'border-l-red-600 bg-red-50 text-red-900',
  important: 'border-l-amber-500 bg-amber-50 text-amber-950',
  standard: 'border-l-slate-400 bg-slate-100 text-slate-800',
};

export const priorityDotClasses: Readonly<Record<TAgendaPriority, string>> = {
  critical: 'bg-red-600',
  important: 'bg-amber-500',
  standard: 'bg-slate-400',
};
