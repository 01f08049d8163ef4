import { describe, expect, it } from 'vitest';
import { maintenanceOverdueAdvice, type MaintenanceTaskInput } from './maintenance-overdue.js';

const today = '2026-10-15';

const task = (id: string, changes: Partial<MaintenanceTaskInput> = {}): MaintenanceTaskInput => ({
  id,
  equipmentName: 'Digesteur',
  taskType: 'Contrôle',
  status: 'pending',
  priority: 'medium',
  frequency: 'monthly',
  nextDueDate: '2026-11-01',
  intervalHours: null,
  lastServiceRunningHours: null,
  meterHours: null,
  isRegulatory: false,
  ...changes,
});

const oilChange = (meterHours: number) =>
  task('oil', {
    equipmentName: 'Moteur CHP',
    taskType: 'Vidange',
    frequency: 'running_hours',
    nextDueDate: null,
    intervalHours: 700,
    lastServiceRunningHours: 12_000,
    meterHours,
  });

describe('maintenanceOverdueAdvice', () => {
  it('says nothing while every task is on time, due today counting as on time', () => {
    expect(maintenanceOverdueAdvice([task('a'), task('b', { nextDueDate: today })], today)).toBeNull();
    expect(maintenanceOverdueAdvice([oilChange(12_700)], today)).toBeNull();
    expect(maintenanceOverdueAdvice([], today)).toBeNull();
  });

  it('ignores completed and cancelled tasks', () => {
    const closed = [
      task('done', { status: 'completed', frequency: 'once', nextDueDate: '2026-01-01' }),
      task('dropped', { status: 'cancelled', nextDueDate: '2026-01-01' }),
    ];
    expect(maintenanceOverdueAdvice(closed, today)).toBeNull();
  });

  it('lists the overdue tasks, regulatory first, then the most days late, then the most hours late', () => {
    const advice = maintenanceOverdueAdvice(
      [
        task('on-time'),
        task('flare', { nextDueDate: '2026-09-01', taskType: 'Torchère' }),
        task('anchors', { nextDueDate: '2026-10-10', isRegulatory: true, frequency: 'semiannual' }),
        oilChange(12_750),
        task('greasing', { nextDueDate: '2026-10-14', frequency: 'weekly' }),
      ],
      today,
    );
    expect(advice).toMatchObject({
      rule: 'maintenance-overdue',
      severity: 'act',
      date: '2026-09-01',
      actionPath: '/dashboard/maintenance',
      source: { key: 'domain:maintenance/programme' },
      evidence: { overdueCount: 4, regulatoryCount: 1 },
    });
    expect(advice?.evidence.tasks).toMatchObject([
      { taskId: 'anchors', isRegulatory: true, daysLate: 5, hoursLate: null },
      { taskId: 'flare', daysLate: 44 },
      { taskId: 'greasing', daysLate: 1 },
      {
        taskId: 'oil',
        equipmentName: 'Moteur CHP',
        taskType: 'Vidange',
        nextDueDate: null,
        daysLate: null,
        hoursLate: 50,
      },
    ]);
  });

  it('watches when no overdue task is regulatory or critical, acts on a critical one', () => {
    expect(maintenanceOverdueAdvice([task('flare', { nextDueDate: '2026-10-01' })], today)?.severity).toBe(
      'watch',
    );
    expect(
      maintenanceOverdueAdvice([task('flare', { nextDueDate: '2026-10-01', priority: 'critical' })], today)
        ?.severity,
    ).toBe('act');
  });

  it('dates a meter-only advice today', () => {
    expect(maintenanceOverdueAdvice([oilChange(12_701)], today)?.date).toBe(today);
  });

  it('keeps its id for the same overdue tasks in any order, and changes it when the set changes', () => {
    const late = [task('a', { nextDueDate: '2026-10-01' }), task('b', { nextDueDate: '2026-09-20' })];
    const id = maintenanceOverdueAdvice(late, today)?.id;
    expect(id).toMatch(/^maintenance-overdue:[0-9a-z]+$/);
    expect(maintenanceOverdueAdvice([...late].reverse(), today)?.id).toBe(id);
    expect(maintenanceOverdueAdvice([...late, task('c')], '2026-10-20')?.id).toBe(id);
    expect(maintenanceOverdueAdvice([...late, task('c', { nextDueDate: '2026-10-10' })], today)?.id).not.toBe(
      id,
    );
    const doneAndLateAgain = [
      task('a', { nextDueDate: '2026-10-01' }),
      task('b', { nextDueDate: '2026-10-05' }),
    ];
    expect(maintenanceOverdueAdvice(doneAndLateAgain, today)?.id).not.toBe(id);
  });
});
