import { describe, expect, it } from 'vitest';
import { emptyProductionFormValues, parseProductionForm } from './production-form-values';

const base = {
  ...emptyProductionFormValues('2026-11-20'),
  biogasM3: '4 800,5',
  biomethaneNm3PerHour: '120,25',
};

describe('parseProductionForm', () => {
  it('reads French decimals into the request', () => {
    const parsed = parseProductionForm({ ...base, ph: '7,2', fosTac: '0,35' });
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        readingDate: '2026-11-20',
        biogasM3: 4800.5,
        biomethaneNm3PerHour: 120.25,
        ph: 7.2,
        fosTac: 0.35,
        kwhProduced: null,
        readingTime: null,
      },
    });
  });

  it('names the bound crossed and the missing output', () => {
    const parsed = parseProductionForm({ ...base, biogasM3: '10 001', biomethaneNm3PerHour: '', ph: 'sept' });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        biogasM3: 'production:validation.biogasM3Range',
        ph: 'production:validation.numberInvalid',
        biomethaneNm3PerHour: 'production:validation.outputRequired',
        kwhProduced: 'production:validation.outputRequired',
      },
    });
  });

  it('says the biogas is required when left empty', () => {
    const parsed = parseProductionForm({ ...base, biogasM3: '' });
    expect(parsed.ok ? {} : parsed.errors).toEqual({ biogasM3: 'production:validation.biogasM3Required' });
  });
});
