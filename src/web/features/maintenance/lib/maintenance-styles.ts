import type {
  TMaintenanceDueState,
  TMaintenancePriority,
} from '../../../../shared/domain/maintenance-schedule';

/** Critique red, haute amber, moyenne blue, basse grey. */
export const priorityBadgeClasses: Readonly<Record<TMaintenancePriority, string>> = {
  critical: 'bg-red-100 text-red-800 ring-red-300',
  high: 'bg-amber-100 text-amber-900 ring-amber-300',
  medium: 'bg-sky-50 text-sky-900 ring-sky-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** The card: overdue red, due today amber, the rest plain; a closed task greyed. */
export const dueCardClasses: Readonly<Record<TMaintenanceDueState, string>> = {
  overdue: 'border-red-300 border-l-4 border-l-red-600 bg-red-50',
  due_today: 'border-amber-300 border-l-4 border-l-amber-500 bg-amber-50',
  due_soon: 'border-amber-200',
  scheduled: '',
  done: 'bg-slate-50',
};

export const dueBadgeClasses: Readonly<Record<TMaintenanceDueState, string>> = {
  overdue: 'bg-red-700 text-white ring-red-700',
  due_today: 'bg-amber-500 text-slate-950 ring-amber-500',
  due_soon: 'bg-amber-50 text-amber-900 ring-amber-300',
  scheduled: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  done: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export const badgeBaseClasses =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';
