import { describe, expect, it } from 'vitest';
import {
  admissionRegister,
  lotRefusalProblems,
  registerPeriod,
  type RegisterLot,
} from './admission-register.js';

function lot(fields: Partial<RegisterLot>): RegisterLot {
  return {
    id: 'lot',
    deliveryDate: '2026-03-01',
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    quantity: 30,
    unit: 't',
    supplier: 'GAEC du Moulin',
    origin: null,
    transportDistanceKm: null,
    sustainabilityDeclaration: false,
    refused: false,
    refusalReason: null,
    ...fields,
  };
}

describe('admissionRegister', () => {
  it('lists the period’s lots by date, counts refusals and flags admitted lots without a declaration', () => {
    const register = admissionRegister(
      [
        lot({ id: 'c', deliveryDate: '2026-03-05', name: 'Lisier', sustainabilityDeclaration: true }),
        lot({ id: 'a', deliveryDate: '2026-03-02', refused: true, refusalReason: 'Corps étrangers' }),
        lot({ id: 'b', deliveryDate: '2026-03-02', name: 'CIVE seigle', category: 'cive' }),
        lot({ id: 'out', deliveryDate: '2026-04-01' }),
      ],
      '2026-03-01',
      '2026-03-31',
    );
    expect(register.lines.map((line) => [line.id, line.isMissingDeclaration])).toEqual([
      ['b', true],
      ['a', false],
      ['c', false],
    ]);
    expect(register).toMatchObject({
      admittedCount: 2,
      refusedCount: 1,
      missingDeclarationCount: 1,
      isTruncated: false,
    });
  });
});

describe('registerPeriod', () => {
  it('takes both dates, completes one with its calendar year, or gives the current year', () => {
    expect(registerPeriod({ from: '2025-02-01', to: '2025-05-31' }, '2026-11-27')).toEqual({
      from: '2025-02-01',
      to: '2025-05-31',
    });
    expect(registerPeriod({ from: '2025-02-01' }, '2026-11-27')).toEqual({
      from: '2025-02-01',
      to: '2025-12-31',
    });
    expect(registerPeriod({ to: '2025-05-31' }, '2026-11-27')).toEqual({
      from: '2025-01-01',
      to: '2025-05-31',
    });
    expect(registerPeriod({}, '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('lotRefusalProblems', () => {
  it('asks for the reason of a refused lot only', () => {
    expect(lotRefusalProblems({ refused: true, refusalReason: null })).toEqual({
      refusalReason: 'rawMaterials:validation.refusalReasonRequired',
    });
    expect(lotRefusalProblems({ refused: true, refusalReason: '   ' })).toEqual({
      refusalReason: 'rawMaterials:validation.refusalReasonRequired',
    });
    expect(lotRefusalProblems({ refused: true, refusalReason: 'Odeur anormale' })).toEqual({});
    expect(lotRefusalProblems({ refused: false, refusalReason: null })).toEqual({});
  });
});
