import { describe, expect, it } from 'vitest';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import {
  agendaFormValuesOf,
  editedAgendaTaskParser,
  emptyAgendaFormValues,
  parseNewAgendaTask,
} from './agenda-form-values';

const task: TAgendaTask = {
  id: 'b3c0d1e2-0000-4000-8000-000000000001',
  title: 'Contrôle FOS/TAC',
  description: null,
  priority: 'critical',
  category: 'maintenance',
  dueDate: '2026-05-04',
  completed: false,
  status: 'pending',
  completedAt: null,
  reminderAt: '2020-01-01T07:00:00.000Z',
  createdAt: '2019-12-01T07:00:00.000Z',
  updatedAt: '2019-12-01T07:00:00.000Z',
  version: 1,
};

describe('agenda form', () => {
  it('starts with the default priority and category, and the date given', () => {
    expect(emptyAgendaFormValues('2026-05-04')).toMatchObject({
      priority: 'standard',
      category: 'other',
      dueDate: '2026-05-04',
    });
  });

  it('refuses an empty title with the spec §5 key', () => {
    const parsed = parseNewAgendaTask(emptyAgendaFormValues());
    expect(parsed).toEqual({ ok: false, errors: { title: 'agenda:validation.titleRequired' } });
  });

  it('sends empty optional fields as null', () => {
    const parsed = parseNewAgendaTask({ ...emptyAgendaFormValues(), title: ' Torchère ' });
    expect(parsed).toEqual({
      ok: true,
      request: {
        title: 'Torchère',
        description: null,
        priority: 'standard',
        category: 'other',
        dueDate: null,
        reminderAt: null,
      },
    });
  });

  it('refuses a reminder in the past on a new task', () => {
    const parsed = parseNewAgendaTask({
      ...emptyAgendaFormValues(),
      title: 'A',
      reminderAt: '2020-01-01T08:00',
    });
    expect(parsed).toEqual({ ok: false, errors: { reminderAt: 'agenda:validation.reminderInPast' } });
  });

  it('leaves an unchanged reminder out of an edit, and sends null for a removed one', () => {
    const initial = agendaFormValuesOf(task);
    const parse = editedAgendaTaskParser(initial);
    const unchanged = parse({ ...initial, title: 'Contrôle FOS/TAC digesteur 2' });
    expect(unchanged.ok && unchanged.request).toEqual({
      title: 'Contrôle FOS/TAC digesteur 2',
      description: null,
      priority: 'critical',
      category: 'maintenance',
      dueDate: '2026-05-04',
    });
    const removed = parse({ ...initial, reminderAt: '' });
    expect(removed.ok && removed.request.reminderAt).toBeNull();
  });
});
