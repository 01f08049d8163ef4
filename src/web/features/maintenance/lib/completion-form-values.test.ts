import { describe, expect, it } from 'vitest';
import { completionParser } from './completion-form-values';

const today = '2026-05-10';

describe('completionParser', () => {
  it('sends the date only for a calendar task', () => {
    const parse = completionParser({ frequency: 'monthly' }, today);
    expect(parse({ completedOn: '2026-05-09', meterHours: '12' })).toEqual({
      ok: true,
      request: { completedOn: '2026-05-09' },
    });
  });

  it('refuses a day after today, as the server would', () => {
    const parse = completionParser({ frequency: 'monthly' }, today);
    expect(parse({ completedOn: '2026-05-11', meterHours: '' })).toEqual({
      ok: false,
      errors: { completedOn: 'maintenance:errors.completedOnInFuture' },
    });
  });

  it('needs the meter reading of a running-hours task, comma decimals accepted', () => {
    const parse = completionParser({ frequency: 'running_hours' }, today);
    expect(parse({ completedOn: today, meterHours: '' })).toEqual({
      ok: false,
      errors: { meterHours: 'maintenance:validation.hoursRequired' },
    });
    expect(parse({ completedOn: today, meterHours: '1200,5' })).toEqual({
      ok: true,
      request: { completedOn: today, meterHours: 1200.5 },
    });
    expect(parse({ completedOn: today, meterHours: '-3' })).toEqual({
      ok: false,
      errors: { meterHours: 'maintenance:validation.hoursNegative' },
    });
  });
});
