import { describe, expect, it } from 'vitest';
import { parseStarterPlanForm, starterPlanServerErrors } from './starter-plan-form-values';

const today = '2026-05-10';

describe('parseStarterPlanForm', () => {
  it('sends the meter and the last dates given, blank ones left out', () => {
    expect(
      parseStarterPlanForm(
        { chpRunningHours: '12000', lastDoneOn: { flareCheck: '2026-04-30', fosTacTest: ' ' } },
        today,
      ),
    ).toEqual({ ok: true, request: { chpRunningHours: 12_000, lastDoneOn: { flareCheck: '2026-04-30' } } });
    expect(parseStarterPlanForm({ chpRunningHours: '', lastDoneOn: {} }, today)).toEqual({
      ok: true,
      request: {},
    });
  });

  it('puts each refusal under its own field: a bad meter, a date in the future, a date that is not one', () => {
    expect(
      parseStarterPlanForm(
        {
          chpRunningHours: '-1',
          lastDoneOn: { flareCheck: '2026-05-11', reliefValvesService: '2026-02-30' },
        },
        today,
      ),
    ).toEqual({
      ok: false,
      errors: {
        chpRunningHours: 'maintenance:validation.hoursNegative',
        'lastDoneOn.flareCheck': 'maintenance:errors.lastDoneInFuture',
        'lastDoneOn.reliefValvesService': 'validation.dateInvalid',
      },
    });
  });

  it("keeps the server's messages of the form's fields only", () => {
    expect(
      starterPlanServerErrors({ 'lastDoneOn.flareCheck': 'Dans le futur', other: 'x', lastDoneOn: 'y' }),
    ).toEqual({ 'lastDoneOn.flareCheck': 'Dans le futur' });
  });
});
