import { describe, expect, it } from 'vitest';
import {
  applyTaskToggle,
  awardXp,
  initialGamification,
  levelForXp,
  recordActivity,
  type GamificationState,
} from './gamification';

const state = (overrides: Partial<GamificationState>): GamificationState => ({
  ...initialGamification,
  ...overrides,
});

describe('levels', () => {
  it('starts at level 1 and gains one every 100 XP', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(250)).toBe(3);
  });
});

describe('awardXp', () => {
  it('adds and removes XP, never below 0, with the level following', () => {
    expect(awardXp(state({ xp: 90 }), 10)).toMatchObject({ xp: 100, level: 2 });
    expect(awardXp(state({ xp: 100, level: 2 }), -10)).toMatchObject({ xp: 90, level: 1 });
    expect(awardXp(state({ xp: 0 }), -10)).toMatchObject({ xp: 0, level: 1 });
    expect(awardXp(state({ xp: 5 }), -10)).toMatchObject({ xp: 0 });
  });
});

describe('streak', () => {
  it('starts at 1 on the first Done', () => {
    expect(recordActivity(initialGamification, '2026-05-04')).toMatchObject({
      streak: 1,
      lastActivityDate: '2026-05-04',
    });
  });

  it('extends on the next business date, keeps on the same one, restarts after a gap', () => {
    const day1 = recordActivity(initialGamification, '2026-05-04');
    const sameDay = recordActivity(day1, '2026-05-04');
    expect(sameDay).toMatchObject({ streak: 1, lastActivityDate: '2026-05-04' });
    const day2 = recordActivity(sameDay, '2026-05-05');
    expect(day2).toMatchObject({ streak: 2, lastActivityDate: '2026-05-05' });
    const gap = recordActivity(day2, '2026-05-07');
    expect(gap).toMatchObject({ streak: 1, lastActivityDate: '2026-05-07' });
  });

  it('extends across a month and a year end', () => {
    const dec31 = state({ streak: 4, lastActivityDate: '2025-12-31' });
    expect(recordActivity(dec31, '2026-01-01')).toMatchObject({ streak: 5, lastActivityDate: '2026-01-01' });
  });

  it('a late tick on an earlier date does not rewind the streak', () => {
    const current = state({ streak: 3, lastActivityDate: '2026-05-05' });
    expect(recordActivity(current, '2026-05-04')).toMatchObject({
      streak: 3,
      lastActivityDate: '2026-05-05',
    });
  });
});

describe('applyTaskToggle', () => {
  it('gives +10 and a streak on Done, −10 on Todo, nothing when the status did not change', () => {
    const done = applyTaskToggle(initialGamification, { from: 'Todo', to: 'Done', date: '2026-05-04' });
    expect(done).toEqual({ xp: 10, level: 1, streak: 1, lastActivityDate: '2026-05-04' });
    expect(applyTaskToggle(done, { from: 'Done', to: 'Done', date: '2026-05-04' })).toEqual(done);
    const undone = applyTaskToggle(done, { from: 'Done', to: 'Todo', date: '2026-05-04' });
    expect(undone).toEqual({ xp: 0, level: 1, streak: 1, lastActivityDate: '2026-05-04' });
    expect(applyTaskToggle(undone, { from: 'Done', to: 'Todo', date: '2026-05-04' }).xp).toBe(0);
  });
});
