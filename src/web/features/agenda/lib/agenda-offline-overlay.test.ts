import { describe, expect, it } from 'vitest';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { makeQueuedAction } from '../../../lib/offline/offline-test-support';
import { overlayPendingOnItem } from '../../../lib/offline/pending-overlay';
import { agendaEndpoint } from '../api/agenda-tasks';

const task: TAgendaTask = {
  id: 'task-1',
  title: 'Appeler le laboratoire',
  description: null,
  priority: 'important',
  category: 'regulation',
  dueDate: '2026-11-20',
  completed: false,
  status: 'pending',
  completedAt: null,
  reminderAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 2,
};

const command = (name: 'complete' | 'reopen', timestamp: string) =>
  makeQueuedAction({
    table: 'agenda_tasks',
    action: 'update',
    command: name,
    recordId: task.id,
    data: {},
    timestamp,
  });

describe('agenda tasks completed or reopened offline', () => {
  it('show as completed at the moment the user acted, one version up', () => {
    const shown = overlayPendingOnItem(
      task,
      [command('complete', '2026-11-22T09:15:00.000Z')],
      'agenda_tasks',
      task.id,
      agendaEndpoint,
    );
    expect(shown).toEqual({
      ...task,
      completed: true,
      status: 'completed',
      completedAt: '2026-11-22T09:15:00.000Z',
      updatedAt: '2026-11-22T09:15:00.000Z',
      version: 3,
    });
  });

  it('show as pending again after a reopening, the completion time cleared', () => {
    const shown = overlayPendingOnItem(
      task,
      [command('complete', '2026-11-22T09:15:00.000Z'), command('reopen', '2026-11-22T09:20:00.000Z')],
      'agenda_tasks',
      task.id,
      agendaEndpoint,
    );
    expect(shown).toMatchObject({ completed: false, status: 'pending', completedAt: null, version: 4 });
  });
});
