// How an agenda task completed or reopened offline shows while the action waits: the shared state rule
// (completed, status, completedAt stamped with the moment the user acted, or cleared on reopening).
import { agendaTaskStateAfter } from '../../../../shared/domain/agenda-tasks';
import type { ApplyCommand } from '../../../lib/offline/pending-overlay';

/** `complete` and `reopen` (POST /api/agenda-tasks/:id/complete, /reopen, data `{}`). */
export const applyAgendaCommand: ApplyCommand = (before, action) => {
  if (action.command !== 'complete' && action.command !== 'reopen') return before;
  const state = agendaTaskStateAfter(action.command, new Date(action.timestamp));
  return { ...before, ...state, completedAt: state.completedAt?.toISOString() ?? null };
};
