import { describe, expect, it } from 'vitest';
import { getRefusalFieldErrors, type TApiFailure } from './use-record-form';

const fields = ['equipmentName', 'runningHours'] as const;

function failure(overrides: Partial<TApiFailure>): TApiFailure {
  return {
    ok: false,
    status: 400,
    code: 'validation_failed',
    message: 'Données invalides',
    fields: {},
    ...overrides,
  };
}

describe('getRefusalFieldErrors', () => {
  it("keeps the server's messages of the form's fields and drops the others", () => {
    const errors = getRefusalFieldErrors(
      failure({ fields: { runningHours: 'Nombre invalide', 'items.0.x': 'Ailleurs', userId: 'Interdit' } }),
      fields,
    );
    expect(errors).toEqual({ runningHours: 'Nombre invalide' });
  });

  it('puts the message of a refusal tied to a field under that field', () => {
    const errors = getRefusalFieldErrors(
      failure({ status: 409, code: 'meter_backwards', message: 'Le relevé est inférieur au dernier' }),
      fields,
      { meter_backwards: 'runningHours' },
    );
    expect(errors).toEqual({ runningHours: 'Le relevé est inférieur au dernier' });
  });

  it("keeps the field's own message over the refusal's", () => {
    const errors = getRefusalFieldErrors(
      failure({ code: 'meter_backwards', message: 'Général', fields: { runningHours: 'Précis' } }),
      fields,
      { meter_backwards: 'runningHours' },
    );
    expect(errors).toEqual({ runningHours: 'Précis' });
  });

  it('gives no field message for a refusal about no field (the form says it another way)', () => {
    expect(
      getRefusalFieldErrors(failure({ status: 0, code: 'network', message: 'Hors ligne' }), fields),
    ).toEqual({});
  });
});
