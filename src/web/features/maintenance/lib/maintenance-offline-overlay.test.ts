import { describe, expect, it } from 'vitest';
import type { TEquipmentMeter, TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { addMonths } from '../../../../shared/domain/calendar';
import { makeQueuedAction } from '../../../lib/offline/offline-test-support';
import { overlayPendingOnItem, overlayPendingOnPage } from '../../../lib/offline/pending-overlay';
import { plantBusinessDate } from '../../../lib/plant-clock';
import { maintenanceEndpoint } from '../api/maintenance-tasks';
import { overlayPendingMeters } from './maintenance-offline-overlay';

// The day the completion dialog offers: the business date (before the 05:00 reset, the previous day).
const today = plantBusinessDate(new Date());

const lateOilCheck: TMaintenanceTask = {
  id: 'task-oil',
  equipmentName: 'Moteur CHP',
  taskType: "Contrôle niveau d'huile",
  status: 'pending',
  priority: 'high',
  notes: null,
  frequency: 'monthly',
  intervalHours: null,
  nextDueDate: '2020-01-15',
  estimatedDuration: 30,
  lastCompletedAt: null,
  lastServiceRunningHours: null,
  isRegulatory: false,
  createdAt: '2019-12-01T08:00:00.000Z',
  updatedAt: '2019-12-01T08:00:00.000Z',
  version: 6,
  dueState: 'overdue',
  meterHours: null,
  hoursSinceService: null,
  hoursRemaining: null,
};

const oilChange: TMaintenanceTask = {
  ...lateOilCheck,
  id: 'task-vidange',
  taskType: 'Vidange',
  frequency: 'running_hours',
  intervalHours: 700,
  nextDueDate: null,
  lastServiceRunningHours: 11_000,
  meterHours: 11_750,
  hoursSinceService: 750,
  hoursRemaining: -50,
};

const complete = (taskId: string, data: Record<string, unknown>, timestamp = new Date().toISOString()) =>
  makeQueuedAction({
    table: 'maintenance_tasks',
    action: 'update',
    command: 'complete',
    recordId: taskId,
    data,
    timestamp,
  });

const shownAfter = (task: TMaintenanceTask, data: Record<string, unknown>, timestamp?: string) =>
  overlayPendingOnItem(
    task,
    [complete(task.id, data, timestamp)],
    'maintenance_tasks',
    task.id,
    maintenanceEndpoint,
  );

describe('maintenance tasks completed offline', () => {
  it('a late calendar task leaves "en retard": next due a period after the day it was done', () => {
    const now = new Date().toISOString();
    expect(shownAfter(lateOilCheck, { completedOn: today }, now)).toMatchObject({
      status: 'pending',
      nextDueDate: addMonths(today, 1),
      lastCompletedAt: now,
      dueState: 'scheduled',
      version: 7,
    });
  });

  it('a task done on an earlier day counts from that day, completed at its noon (UTC)', () => {
    const shown = shownAfter(lateOilCheck, { completedOn: '2020-02-03' });
    expect(shown).toMatchObject({
      nextDueDate: '2020-03-03',
      lastCompletedAt: '2020-02-03T12:00:00.000Z',
      dueState: 'overdue',
    });
  });

  it('a running-hours task counts again from the reading at the service', () => {
    const shown = shownAfter(oilChange, { completedOn: today, meterHours: 11_800 });
    expect(shown).toMatchObject({
      status: 'pending',
      lastServiceRunningHours: 11_800,
      meterHours: 11_800,
      hoursSinceService: 0,
      hoursRemaining: 700,
      dueState: 'scheduled',
      version: 7,
    });
  });

  it('a running-hours task keeps a calendar date still ahead, and moves a reached one by its span', () => {
    const ahead = addMonths(today, 3);
    expect(
      shownAfter({ ...oilChange, nextDueDate: ahead }, { completedOn: today, meterHours: 11_800 }),
    ).toMatchObject({ nextDueDate: ahead, lastServiceRunningHours: 11_800 });
    // Created (the day its date was counted from) a year before the date it reached today.
    const createdAYearBefore = `${addMonths(today, -12)}T12:00:00.000Z`;
    expect(
      shownAfter(
        { ...oilChange, nextDueDate: today, createdAt: createdAYearBefore },
        { completedOn: today, meterHours: 11_800 },
      ),
    ).toMatchObject({ nextDueDate: addMonths(today, 12), dueState: 'scheduled' });
  });

  it('a one-off task is done; a completion the server will refuse changes nothing', () => {
    const once = { ...lateOilCheck, frequency: 'once' as const };
    expect(shownAfter(once, { completedOn: today })).toMatchObject({ status: 'completed', dueState: 'done' });
    const cancelled = { ...lateOilCheck, status: 'cancelled' as const, dueState: 'done' as const };
    expect(shownAfter(cancelled, { completedOn: today })).toMatchObject({
      status: 'cancelled',
      lastCompletedAt: null,
    });
  });
});

describe('meter readings taken offline', () => {
  const meters: TEquipmentMeter[] = [
    { id: 'm-chp', equipmentName: 'Moteur CHP', runningHours: 11_750, updatedAt: '2026-11-01T08:00:00.000Z' },
    { id: 'm-pompe', equipmentName: 'Pompe P2', runningHours: 300, updatedAt: '2026-11-01T08:00:00.000Z' },
  ];
  const reading = (equipmentName: string, runningHours: number) =>
    makeQueuedAction({
      table: 'equipment_meters',
      action: 'update',
      recordId: equipmentName,
      data: { equipmentName, runningHours },
      timestamp: '2026-11-22T08:00:00.000Z',
    });

  it("show on the equipment's meter, matched whatever the case", () => {
    expect(overlayPendingMeters(meters, [reading('moteur chp', 11_820)])).toEqual([
      {
        id: 'm-chp',
        equipmentName: 'Moteur CHP',
        runningHours: 11_820,
        updatedAt: '2026-11-22T08:00:00.000Z',
      },
      meters[1],
    ]);
  });

  it('add a meter read for the first time, in name order', () => {
    const shown = overlayPendingMeters(meters, [reading('Agitateur', 12)]);
    expect(shown.map((meter) => [meter.equipmentName, meter.runningHours])).toEqual([
      ['Agitateur', 12],
      ['Moteur CHP', 11_750],
      ['Pompe P2', 300],
    ]);
  });

  it("recompute the hours run and left of the equipment's tasks, and leave other equipment alone", () => {
    const pumpCheck = { ...oilChange, id: 'task-pompe', equipmentName: 'Pompe P2', meterHours: 300 };
    const page = { items: [oilChange, lateOilCheck, pumpCheck], total: 3, page: 1, pageSize: 25 };
    const shown = overlayPendingOnPage(
      page,
      [reading('moteur chp', 11_600)],
      'maintenance_tasks',
      maintenanceEndpoint,
    );
    expect(shown.items[0]).toMatchObject({
      meterHours: 11_600,
      hoursSinceService: 600,
      hoursRemaining: 100,
      dueState: 'scheduled',
      version: oilChange.version,
    });
    // A calendar task of the same equipment shows the reading; its due date still decides.
    expect(shown.items[1]).toMatchObject({ meterHours: 11_600, dueState: 'overdue', hoursRemaining: null });
    expect(shown.items[2]).toEqual(pumpCheck);
    expect(shown.total).toBe(3);
  });

  it('apply in the queue order with the completions: a reading after a service counts from it', () => {
    const serviced = complete(oilChange.id, { completedOn: today, meterHours: 11_800 });
    const shown = overlayPendingOnItem(
      oilChange,
      [serviced, reading('Moteur CHP', 12_550)],
      'maintenance_tasks',
      oilChange.id,
      maintenanceEndpoint,
    );
    expect(shown).toMatchObject({
      lastServiceRunningHours: 11_800,
      meterHours: 12_550,
      hoursSinceService: 750,
      hoursRemaining: -50,
      dueState: 'overdue',
    });
  });
});
