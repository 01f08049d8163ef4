import { describe, expect, it } from 'vitest';
import type { TDailyTask, TDailyTasks } from '../../../../shared/contracts/daily-tasks';
import { withPendingWrites } from './with-pending-writes';

const task = (code: string, overrides: Partial<TDailyTask> = {}): TDailyTask => ({
  taskId: code,
  code,
  label: code,
  deepLink: null,
  autoCompleteEvent: null,
  hasNotes: false,
  status: 'Todo',
  doneAt: null,
  notes: null,
  ...overrides,
});

const data: TDailyTasks = {
  date: '2026-05-12',
  items: [
    task('a'),
    task('b', { status: 'Done', doneAt: '2026-05-12T08:00:00.000Z' }),
    task('c', { hasNotes: true }),
  ],
  remaining: 2,
  gamification: { xp: 95, level: 1, streak: 2 },
};

describe('withPendingWrites', () => {
  it('shows waiting ticks and notes, with remaining and XP following', () => {
    const view = withPendingWrites(data, [
      { kind: 'status', code: 'a', body: { status: 'Done', date: '2026-05-12' } },
      { kind: 'notes', code: 'c', body: { notes: 'Deux camions', date: '2026-05-12' } },
    ]);
    expect(view.items.map((item) => item.status)).toEqual(['Done', 'Done', 'Todo']);
    expect(view.items[2]?.notes).toBe('Deux camions');
    expect(view.remaining).toBe(1);
    expect(view.gamification).toEqual({ xp: 105, level: 2, streak: 2 });
  });

  it('an untick removes 10 XP, never below 0; a write equal to the server state changes nothing', () => {
    const view = withPendingWrites({ ...data, gamification: { xp: 0, level: 1, streak: 0 } }, [
      { kind: 'status', code: 'b', body: { status: 'Todo', date: '2026-05-12' } },
      { kind: 'status', code: 'a', body: { status: 'Todo', date: '2026-05-12' } },
    ]);
    expect(view.items.map((item) => [item.status, item.doneAt])).toEqual([
      ['Todo', null],
      ['Todo', null],
      ['Todo', null],
    ]);
    expect(view.gamification.xp).toBe(0);
    expect(view.remaining).toBe(3);
  });

  it('ignores writes of another business date', () => {
    const view = withPendingWrites(data, [
      { kind: 'status', code: 'a', body: { status: 'Done', date: '2026-05-11' } },
    ]);
    expect(view).toBe(data);
  });
});
