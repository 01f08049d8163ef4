import { describe, expect, it } from 'vitest';
import { makeQueuedAction } from '../../../lib/offline/offline-test-support';
import { describeChange, describeRecord, isVersionConflict } from './describe-offline-action';

const format = {
  number: (value: number) => new Intl.NumberFormat('fr', { maximumFractionDigits: 3 }).format(value),
  unit: (unit: string) => (unit === 'unités' ? 'pièces' : unit),
};

const update = (overrides: Parameters<typeof makeQueuedAction>[0]) =>
  makeQueuedAction({ action: 'update', recordId: 'c6c1a1de-0000-4000-8000-000000000001', ...overrides });

describe('how a waiting or refused action is named', () => {
  it('a stock adjustment: the signed change in the unit, and the item by the name the user saw', () => {
    const plus = update({
      command: 'adjust',
      data: { delta: 5 },
      context: { name: 'Charbon actif', unit: 't' },
    });
    const minus = update({ command: 'adjust', data: { delta: -0.5 }, context: { unit: 'unités' } });
    expect(describeChange(plus, format)).toEqual({
      key: 'problems.commands.adjust',
      values: { delta: '+5', unit: 't' },
    });
    expect(describeChange(minus, format).values).toEqual({ delta: '−0,5', unit: 'pièces' });
    expect(describeRecord(plus)).toBe('Charbon actif');
  });

  it('a completion, a reopening, a restock need and a meter reading say what they did', () => {
    const done = update({ table: 'agenda_tasks', command: 'complete', data: {} });
    const reopened = update({ table: 'agenda_tasks', command: 'reopen', data: {} });
    const ordered = makeQueuedAction({
      table: 'restock_requests',
      action: 'insert',
      data: { stockItemId: 'x' },
    });
    const cancelled = makeQueuedAction({ table: 'restock_requests', action: 'delete', data: {} });
    const reading = update({
      table: 'equipment_meters',
      recordId: 'Moteur CHP',
      data: { equipmentName: 'Moteur CHP', runningHours: 12_500.5 },
    });
    expect([done, reopened, ordered, cancelled].map((action) => describeChange(action, format).key)).toEqual([
      'problems.commands.complete',
      'problems.commands.reopen',
      'problems.restock.insert',
      'problems.restock.delete',
    ]);
    expect(describeChange(reading, format)).toEqual({
      key: 'problems.meterReading',
      values: { hours: format.number(12_500.5) },
    });
    expect(describeRecord(reading)).toBe('Moteur CHP');
  });

  it('a plain change is named by its kind, as before', () => {
    expect(describeChange(update({ data: { name: 'Soude' } }), format)).toEqual({
      key: 'problems.actions.update',
    });
  });
});

describe('which refusals offer to keep the change', () => {
  it('only a version conflict (the record as it is now, or gone); a full stock is only shown, to drop', () => {
    const changed = update({
      state: 'conflict',
      problem: { status: 409, message: 'Modifié ailleurs', current: { id: 'x', version: 4 } },
    });
    const deleted = update({
      state: 'conflict',
      problem: { status: 409, message: 'Supprimé', current: null },
    });
    const full = makeQueuedAction({
      table: 'restock_requests',
      state: 'conflict',
      problem: { status: 409, message: 'Cet article est déjà plein' },
    });
    const gone = update({
      command: 'complete',
      state: 'failed',
      problem: { status: 404, message: 'Introuvable' },
    });
    expect([changed, deleted, full, gone].map(isVersionConflict)).toEqual([true, true, false, false]);
  });
});
