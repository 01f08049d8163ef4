import { describe, expect, it } from 'vitest';
import { rangeOfRule } from './alert-figures.js';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);

describe('the stored figures an evaluation reads', () => {
  it('reads whole minutes already stored, never the minute under way', () => {
    // At 12:00:05 the minute begun 5 s ago is nearly empty: a request peak would read as a calm minute.
    const rule = { layer: 'a', type: 'request_count', timeWindowMinutes: 1 } as const;
    expect(rangeOfRule(rule, at('12:00:05.000'))).toEqual({
      from: at('11:58:00.000'),
      to: at('11:59:00.000'),
    });
    expect(rangeOfRule(rule, at('12:00:20.000'))).toEqual({
      from: at('11:59:00.000'),
      to: at('12:00:00.000'),
    });
  });

  it('counts events over the rule window, and samples levels over one minute (A) or two (B)', () => {
    const now = at('12:10:30.000');
    expect(rangeOfRule({ layer: 'b', type: 'error_count', timeWindowMinutes: 5 }, now)).toEqual({
      from: at('12:05:00.000'),
      to: at('12:10:00.000'),
    });
    expect(rangeOfRule({ layer: 'b', type: 'page_load_time', timeWindowMinutes: 15 }, now)).toEqual({
      from: at('12:08:00.000'),
      to: at('12:10:00.000'),
    });
    expect(rangeOfRule({ layer: 'a', type: 'memory_usage', timeWindowMinutes: 5 }, now)).toEqual({
      from: at('12:09:00.000'),
      to: at('12:10:00.000'),
    });
  });
});
