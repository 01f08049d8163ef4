import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dueState,
  isMaintenanceFrequency,
  isMaintenancePriority,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
} from './maintenance-schedule.js';
import {
  MAINTENANCE_SOURCES,
  MAINTENANCE_STARTER_PLAN,
  STARTER_PLAN_EQUIPMENT_KEYS,
  starterPlanFirstDueDate,
  starterPlanTextKeys,
  type MaintenanceStarterPlanEntry,
} from './maintenance-starter-plan.js';

const plan: readonly MaintenanceStarterPlanEntry[] = MAINTENANCE_STARTER_PLAN;
const byKey = (key: string): MaintenanceStarterPlanEntry => {
  const entry = plan.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No starter plan entry ${key}`);
  return entry;
};

describe('starter plan entries', () => {
  it('have unique keys and task keys', () => {
    const keys = plan.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const taskKeys = plan.map((entry) => entry.taskKey);
    expect(new Set(taskKeys).size).toBe(taskKeys.length);
  });

  it.each(plan.map((entry) => [entry.key, entry] as const))('%s is consistent', (_key, entry) => {
    expect(isMaintenanceFrequency(entry.frequency)).toBe(true);
    expect(isMaintenancePriority(entry.priority)).toBe(true);
    expect(STARTER_PLAN_EQUIPMENT_KEYS).toContain(entry.equipmentKey);
    if (entry.frequency === 'running_hours') {
      expect(entry.intervalHours).toBeGreaterThan(0);
      expect(Number.isInteger(entry.intervalHours)).toBe(true);
    } else {
      expect(entry.intervalHours).toBeUndefined();
    }
    if (entry.frequency === 'once') {
      expect(entry.firstDueAfterMonths).toBeGreaterThan(0);
      // A one-off row always explains how to set its real date.
      expect(entry.noteKey).toBeDefined();
    } else {
      expect(entry.firstDueAfterMonths).toBeUndefined();
    }
    if (entry.estimatedDurationMinutes !== undefined) {
      expect(entry.estimatedDurationMinutes).toBeGreaterThanOrEqual(MIN_DURATION_MINUTES);
      expect(entry.estimatedDurationMinutes).toBeLessThanOrEqual(MAX_DURATION_MINUTES);
    }
    if (entry.sourceKey === null) expect(entry.needsCheck).toBe(true);
    else expect(Object.keys(MAINTENANCE_SOURCES)).toContain(entry.sourceKey);
    // A default to check says why in a note.
    if (entry.needsCheck) expect(entry.noteKey).toBeDefined();
  });

  it('uses every equipment key and every source', () => {
    expect(new Set(plan.map((entry) => entry.equipmentKey))).toEqual(new Set(STARTER_PLAN_EQUIPMENT_KEYS));
    expect(new Set(plan.map((entry) => entry.sourceKey).filter((key) => key !== null))).toEqual(
      new Set(Object.keys(MAINTENANCE_SOURCES)),
    );
  });

  it('carries the figures of domain.md', () => {
    expect(byKey('dailySiteRound').frequency).toBe('daily');
    expect(byKey('fosTacTest').frequency).toBe('daily');
    expect(byKey('chpOilChange')).toMatchObject({ frequency: 'running_hours', intervalHours: 700 });
    expect(byKey('chpEngineService')).toMatchObject({ frequency: 'running_hours', needsCheck: true });
    expect(byKey('gasStorageInspection')).toMatchObject({
      frequency: 'semiannual',
      isRegulatory: true,
      needsCheck: false,
      sourceKey: 'arrete2021',
    });
    expect(byKey('flareCheck')).toMatchObject({ frequency: 'monthly', needsCheck: true });
    expect(byKey('digesterFullInspection')).toMatchObject({ frequency: 'once', firstDueAfterMonths: 96 });
    expect(byKey('activatedCarbonReplacement').frequency).toBe('once');
  });

  it('marks exactly the arrêté rows as regulatory', () => {
    const regulatory = plan.filter((entry) => entry.isRegulatory);
    expect(regulatory.map((entry) => entry.key).sort()).toEqual(
      ['gasStorageInspection', 'pressureSensorsCalibration', 'reliefValvesService'].sort(),
    );
    for (const entry of regulatory) expect(entry.sourceKey).toBe('arrete2021');
  });
});

describe('starterPlanTextKeys', () => {
  it('builds the keys of the maintenance namespace', () => {
    expect(starterPlanTextKeys(byKey('chpOilChange'))).toEqual({
      equipment: 'starterPlan.equipment.chp',
      task: 'starterPlan.tasks.chpOilChange',
      note: 'starterPlan.notes.chpOilChange',
    });
    expect(starterPlanTextKeys(byKey('dailySiteRound')).note).toBeNull();
  });
});

describe('texts in the maintenance catalogs', () => {
  // Every key the plan uses has a text in both languages, and the catalogs hold no starter-plan text the plan
  // does not use (a renamed key would otherwise leave a dead text behind).
  const catalog = (language: 'fr' | 'en'): unknown =>
    JSON.parse(readFileSync(new URL(`../i18n/${language}/maintenance.json`, import.meta.url), 'utf8'));
  const flatten = (value: unknown, prefix: string): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  const textAt = (root: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        root,
      );
  const wanted = new Set([
    ...plan.flatMap((entry) => {
      const textKeys = starterPlanTextKeys(entry);
      return [textKeys.equipment, textKeys.task, ...(textKeys.note === null ? [] : [textKeys.note])];
    }),
    // The citation of each source, in the reader's language.
    ...Object.keys(MAINTENANCE_SOURCES).map((sourceKey) => `starterPlan.sources.${sourceKey}`),
  ]);

  it.each(['fr', 'en'] as const)(
    '%s has a text for every key, and no other starter-plan text',
    (language) => {
      const texts = catalog(language);
      for (const key of wanted) {
        const text = textAt(texts, key);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
      expect(new Set(flatten(textAt(texts, 'starterPlan'), 'starterPlan'))).toEqual(wanted);
    },
  );
});

describe('starterPlanFirstDueDate', () => {
  const today = '2026-01-31';

  it('without the last date, makes daily tasks due today, weekly in a week, and the rest within a month', () => {
    expect(starterPlanFirstDueDate(byKey('dailySiteRound'), today)).toBe('2026-01-31');
    expect(starterPlanFirstDueDate(byKey('flareCheck'), today)).toBe('2026-02-28');
    // Not one whole period away ("Dans 365 jours", "Dans 2922 jours"): a month at most.
    expect(starterPlanFirstDueDate(byKey('gasStorageInspection'), today)).toBe('2026-02-28');
    expect(starterPlanFirstDueDate(byKey('reliefValvesService'), today)).toBe('2026-02-28');
    expect(starterPlanFirstDueDate(byKey('activatedCarbonReplacement'), today)).toBe('2026-02-28');
    expect(starterPlanFirstDueDate(byKey('digesterFullInspection'), '2028-02-29')).toBe('2028-03-29');
  });

  it('starts the calendar from the day each task was last done, one period (or delay) later', () => {
    expect(starterPlanFirstDueDate(byKey('reliefValvesService'), today, '2025-09-15')).toBe('2026-09-15');
    expect(starterPlanFirstDueDate(byKey('gasStorageInspection'), today, '2025-08-31')).toBe('2026-02-28');
    expect(starterPlanFirstDueDate(byKey('dailySiteRound'), today, '2026-01-30')).toBe('2026-01-31');
    expect(starterPlanFirstDueDate(byKey('activatedCarbonReplacement'), today, '2025-12-31')).toBe(
      '2026-05-31',
    );
    expect(starterPlanFirstDueDate(byKey('digesterFullInspection'), today, '2020-06-01')).toBe('2028-06-01');
    // A check last done too long ago is overdue from day one: the plan says so.
    expect(starterPlanFirstDueDate(byKey('gasStorageInspection'), today, '2025-03-01')).toBe('2025-09-01');
  });

  it('leaves running-hours rows without a date', () => {
    expect(starterPlanFirstDueDate(byKey('chpOilChange'), today)).toBeNull();
    expect(starterPlanFirstDueDate(byKey('chpEngineService'), today)).toBeNull();
  });

  it('shows no overdue task on the day the plan is created, and only the daily ones due', () => {
    const states = plan.map((entry) =>
      dueState({
        status: 'pending',
        frequency: entry.frequency,
        nextDueDate: starterPlanFirstDueDate(entry, today),
        today,
        intervalHours: entry.intervalHours ?? null,
        // The meter reading of the day recorded as the last service.
        meterHours: 8_000,
        lastServiceHours: 8_000,
      }),
    );
    expect(states).not.toContain('overdue');
    expect(states.filter((state) => state === 'due_today')).toHaveLength(
      plan.filter((entry) => entry.frequency === 'daily').length,
    );
  });

  it('refuses a bad date and a once row without its delay', () => {
    expect(() => starterPlanFirstDueDate(byKey('dailySiteRound'), '2026-02-30')).toThrow();
    expect(() =>
      starterPlanFirstDueDate(
        {
          key: 'x',
          equipmentKey: 'site',
          taskKey: 'x',
          frequency: 'once',
          priority: 'low',
          isRegulatory: false,
          sourceKey: null,
          needsCheck: true,
        },
        today,
      ),
    ).toThrow();
  });
});
