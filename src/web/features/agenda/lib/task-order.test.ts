import { describe, expect, it } from 'vitest';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { groupTasksByDueDate, isOverdue } from './task-order';

function task(overrides: Partial<TAgendaTask>): TAgendaTask {
  return {
    id: overrides.title ?? 'id',
    title: 'Tâche',
    description: null,
    priority: 'standard',
    category: 'other',
    dueDate: '2026-05-04',
    completed: false,
    status: 'pending',
    completedAt: null,
    reminderAt: null,
    createdAt: '2026-05-01T07:00:00.000Z',
    updatedAt: '2026-05-01T07:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

describe('tasks of a day', () => {
  it('puts open tasks first, the most urgent first, then by title; undated tasks are left out', () => {
    const byDate = groupTasksByDueDate([
      task({ title: 'Done', priority: 'critical', completed: true, status: 'completed' }),
      task({ title: 'B standard' }),
      task({ title: 'A standard' }),
      task({ title: 'Important', priority: 'important' }),
      task({ title: 'Critical', priority: 'critical' }),
      task({ title: 'Other day', dueDate: '2026-05-05' }),
      task({ title: 'Undated', dueDate: null }),
    ]);
    expect(byDate.get('2026-05-04')?.map((item) => item.title)).toEqual([
      'Critical',
      'Important',
      'A standard',
      'B standard',
      'Done',
    ]);
    expect([...byDate.keys()]).toEqual(['2026-05-04', '2026-05-05']);
  });

  it('says an open task is overdue once its day has passed', () => {
    expect(isOverdue(task({}), '2026-05-05')).toBe(true);
    expect(isOverdue(task({}), '2026-05-04')).toBe(false);
    expect(isOverdue(task({ completed: true, status: 'completed' }), '2026-05-05')).toBe(false);
    expect(isOverdue(task({ dueDate: null }), '2026-05-05')).toBe(false);
  });
});
