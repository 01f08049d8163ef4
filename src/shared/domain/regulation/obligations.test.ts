import { describe, expect, it } from 'vitest';
import { annualGwhPcsOf, classifyPlant, icpeRegime } from './plant-classification.js';
import { nextDueDate, obligationState, plantObligations, type TObligationCode } from './obligations.js';
import { DEFAULT_PLANT_REGULATORY_PROFILE, type PlantRegulatoryProfile } from './plant-profile.js';

const profile = (changes: Partial<PlantRegulatoryProfile>): PlantRegulatoryProfile => ({
  ...DEFAULT_PLANT_REGULATORY_PROFILE,
  ...changes,
});

function applicabilityOf(changes: Partial<PlantRegulatoryProfile>, code: TObligationCode) {
  return plantObligations(profile(changes)).find((obligation) => obligation.code === code)?.applicability;
}

describe('ICPE 2781 regime at its thresholds', () => {
  it('puts agricultural plants under déclaration below 30 t/day, enregistrement from 30, autorisation from 100', () => {
    expect(icpeRegime('agricultural', 29.9)).toEqual({ rubrique: '2781-1', regime: 'declaration' });
    expect(icpeRegime('agricultural', 30)).toEqual({ rubrique: '2781-1', regime: 'registration' });
    expect(icpeRegime('agricultural', 99.9)).toEqual({ rubrique: '2781-1', regime: 'registration' });
    expect(icpeRegime('agricultural', 100)).toEqual({ rubrique: '2781-1', regime: 'authorisation' });
  });

  it('puts other-waste plants under enregistrement below 100 t/day and autorisation from 100', () => {
    expect(icpeRegime('other_wastes', 5)).toEqual({ rubrique: '2781-2', regime: 'registration' });
    expect(icpeRegime('other_wastes', 99.9)).toEqual({ rubrique: '2781-2', regime: 'registration' });
    expect(icpeRegime('other_wastes', 100)).toEqual({ rubrique: '2781-2', regime: 'authorisation' });
  });

  it('leaves the regime unknown until the daily tonnage is given', () => {
    expect(icpeRegime('agricultural', null)).toEqual({ rubrique: '2781-1', regime: null });
  });
});

describe('RED II scope at its thresholds', () => {
  it('brings an injection plant in above 200 Nm³/h, not at it', () => {
    expect(classifyPlant(profile({ biomethaneCapacityNm3PerHour: 200 })).redii.isInScope).toBe(false);
    expect(classifyPlant(profile({ biomethaneCapacityNm3PerHour: 201 })).redii.isInScope).toBe(true);
    // 200 Nm³/h all year ≈ 19.4 GWh PCS (domain.md: 200 Nm³/h ≈ 19.5 GWh PCS a year).
    expect(annualGwhPcsOf(200)).toBeCloseTo(19.38, 2);
  });

  it('brings a CHP plant in above 800 kWe and a boiler from 2 MW of thermal input', () => {
    expect(classifyPlant(profile({ endUse: 'electricity', chpElectricalPowerKw: 800 })).redii.isInScope).toBe(
      false,
    );
    expect(classifyPlant(profile({ endUse: 'electricity', chpElectricalPowerKw: 801 })).redii.isInScope).toBe(
      true,
    );
    expect(classifyPlant(profile({ endUse: 'heat', boilerThermalInputKw: 1_999 })).redii.isInScope).toBe(
      false,
    );
    expect(classifyPlant(profile({ endUse: 'heat', boilerThermalInputKw: 2_000 })).redii.isInScope).toBe(
      true,
    );
  });

  it('reads the capacity of the end use only: a CHP power does not decide an injection plant', () => {
    expect(classifyPlant(profile({ chpElectricalPowerKw: 5_000 })).redii).toMatchObject({
      isInScope: null,
      reason: 'capacity_unknown',
    });
  });

  it('makes the RED II obligations apply, not apply, or wait for the capacity', () => {
    expect(applicabilityOf({ biomethaneCapacityNm3PerHour: 250 }, 'ghg_calculation')).toBe('applies');
    expect(applicabilityOf({ biomethaneCapacityNm3PerHour: 120 }, 'ghg_calculation')).toBe('not_applicable');
    expect(applicabilityOf({}, 'mass_balance')).toBe('to_confirm');
  });
});

describe('the 15 % main-crop cap', () => {
  it('applies from plants commissioned on 1 January 2017, not the day before', () => {
    expect(applicabilityOf({ commissioningDate: '2016-12-31' }, 'main_crop_cap')).toBe('not_applicable');
    expect(applicabilityOf({ commissioningDate: '2017-01-01' }, 'main_crop_cap')).toBe('applies');
    expect(applicabilityOf({ commissioningDate: null }, 'main_crop_cap')).toBe('to_confirm');
  });

  it('leaves the ICPE, maintenance and spreading obligations to every plant', () => {
    const obligations = plantObligations(profile({ commissioningDate: '2010-05-01' }));
    const everyPlant = obligations.filter((obligation) =>
      ['icpe', 'maintenance', 'spreading'].includes(obligation.group),
    );
    expect(everyPlant.length).toBeGreaterThan(0);
    expect(everyPlant.every((obligation) => obligation.applicability === 'applies')).toBe(true);
  });
});

describe('where an obligation stands today', () => {
  const sixMonthly = { applicability: 'applies', recurrence: { kind: 'every', months: 6 } } as const;

  it('is overdue when open past its due date, not on the due date itself', () => {
    const record = { status: 'in_progress', dueDate: '2026-11-26', completedOn: null } as const;
    expect(obligationState(sixMonthly, record, '2026-11-26').isOverdue).toBe(false);
    expect(obligationState(sixMonthly, record, '2026-11-27')).toEqual({
      status: 'in_progress',
      dueDate: '2026-11-26',
      isOverdue: true,
    });
  });

  it('comes back as pending when a recurring obligation reaches its next due date', () => {
    const done = {
      status: 'completed',
      dueDate: nextDueDate(sixMonthly.recurrence, '2026-05-27'),
      completedOn: '2026-05-27',
    } as const;
    expect(done.dueDate).toBe('2026-11-27');
    expect(obligationState(sixMonthly, done, '2026-11-26').status).toBe('completed');
    expect(obligationState(sixMonthly, done, '2026-11-27')).toEqual({
      status: 'pending_action',
      dueDate: '2026-11-27',
      isOverdue: false,
    });
    expect(obligationState(sixMonthly, done, '2026-11-28').isOverdue).toBe(true);
  });

  it('is never overdue when the plant is out of its scope, whatever was stored', () => {
    const stored = { status: 'pending_action', dueDate: '2020-01-01', completedOn: null } as const;
    expect(
      obligationState(
        { applicability: 'not_applicable', recurrence: { kind: 'once' } },
        stored,
        '2026-11-27',
      ),
    ).toEqual({ status: 'not_applicable', dueDate: null, isOverdue: false });
  });

  it('has no next due date for a one-off or continuous obligation', () => {
    expect(nextDueDate({ kind: 'once' }, '2026-01-01')).toBeNull();
    expect(nextDueDate({ kind: 'continuous' }, '2026-01-01')).toBeNull();
  });
});
