import { describe, expect, it } from 'vitest';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import {
  emptyMaintenanceFormValues,
  maintenanceFormValuesOf,
  parseMaintenanceForm,
  type TMaintenanceFormValues,
} from './maintenance-form-values';

const valid = (changes: Partial<TMaintenanceFormValues> = {}): TMaintenanceFormValues => ({
  ...emptyMaintenanceFormValues(),
  equipmentName: 'Pompe de recirculation',
  taskType: 'Graissage',
  nextDueDate: '2026-05-12',
  ...changes,
});

describe('parseMaintenanceForm', () => {
  it('gives the request of a monthly task, defaults filled by the contract', () => {
    const parsed = parseMaintenanceForm(valid({ estimatedDuration: '30', isRegulatory: 'true' }));
    expect(parsed).toEqual({
      ok: true,
      request: {
        equipmentName: 'Pompe de recirculation',
        taskType: 'Graissage',
        notes: null,
        priority: 'medium',
        status: 'pending',
        frequency: 'monthly',
        intervalHours: null,
        nextDueDate: '2026-05-12',
        estimatedDuration: 30,
        lastServiceRunningHours: null,
        isRegulatory: true,
      },
    });
  });

  it('words the §5 duration bounds', () => {
    expect(parseMaintenanceForm(valid({ estimatedDuration: '10' }))).toEqual({
      ok: false,
      errors: { estimatedDuration: 'maintenance:validation.durationTooShort' },
    });
    expect(parseMaintenanceForm(valid({ estimatedDuration: '600' }))).toEqual({
      ok: false,
      errors: { estimatedDuration: 'maintenance:validation.durationTooLong' },
    });
    expect(parseMaintenanceForm(valid({ estimatedDuration: 'une heure' }))).toEqual({
      ok: false,
      errors: { estimatedDuration: 'maintenance:validation.durationInvalid' },
    });
  });

  it('shows the missing date along with the other wrong fields', () => {
    const parsed = parseMaintenanceForm(valid({ nextDueDate: '', estimatedDuration: '10', taskType: '' }));
    expect(parsed).toEqual({
      ok: false,
      errors: {
        taskType: 'maintenance:validation.titleRequired',
        estimatedDuration: 'maintenance:validation.durationTooShort',
        nextDueDate: 'maintenance:validation.scheduledDateRequired',
      },
    });
  });

  it('asks a running-hours task for its interval, not for a date', () => {
    expect(parseMaintenanceForm(valid({ frequency: 'running_hours', nextDueDate: '' }))).toEqual({
      ok: false,
      errors: { intervalHours: 'maintenance:validation.intervalHoursRequired' },
    });
    const parsed = parseMaintenanceForm(
      valid({
        frequency: 'running_hours',
        nextDueDate: '',
        intervalHours: '700',
        lastServiceRunningHours: '1200,5',
      }),
    );
    expect(parsed.ok && parsed.request).toMatchObject({
      frequency: 'running_hours',
      intervalHours: 700,
      nextDueDate: null,
      lastServiceRunningHours: 1200.5,
    });
  });

  it('drops the hidden interval and reading of a task moved off running hours', () => {
    const parsed = parseMaintenanceForm(
      valid({ frequency: 'weekly', intervalHours: '700', lastServiceRunningHours: '12' }),
    );
    expect(parsed.ok && parsed.request).toMatchObject({ intervalHours: null, lastServiceRunningHours: null });
  });

  it('round-trips a stored task through the form (French decimals)', () => {
    const task: TMaintenanceTask = {
      id: '00000000-0000-4000-8000-000000000001',
      equipmentName: 'Moteur',
      taskType: 'Vidange',
      status: 'in_progress',
      priority: 'high',
      notes: 'Huile 40',
      frequency: 'running_hours',
      intervalHours: 700,
      nextDueDate: null,
      estimatedDuration: 90,
      lastCompletedAt: null,
      lastServiceRunningHours: 1234.5,
      isRegulatory: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      dueState: 'scheduled',
      meterHours: 1500,
      hoursSinceService: 265.5,
      hoursRemaining: 434.5,
    };
    const values = maintenanceFormValuesOf(task, 'fr');
    expect(values.lastServiceRunningHours).toBe('1234,5');
    const parsed = parseMaintenanceForm(values);
    expect(parsed.ok && parsed.request).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      intervalHours: 700,
      lastServiceRunningHours: 1234.5,
      estimatedDuration: 90,
      notes: 'Huile 40',
    });
  });
});
