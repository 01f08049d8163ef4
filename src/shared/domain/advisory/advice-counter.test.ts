import { describe, expect, it } from 'vitest';
import { activeAdvice, currentIds, newAdviceCount } from './advice-counter.js';

const advice = [
  { id: 'fos-tac-drift:stressed:2026-11-24', severity: 'act' },
  { id: 'olr-change:sharp-increase:2026-11-24', severity: 'watch' },
  { id: 'stock-run-out:ferric-chloride:within-horizon:never', severity: 'watch' },
  { id: 'spreading-window:next-window:2026-11-28', severity: 'info' },
] as const;

describe('activeAdvice', () => {
  it('leaves the dismissed advice out, in the given order', () => {
    expect(
      activeAdvice(advice, ['olr-change:sharp-increase:2026-11-24']).map((item) => item.severity),
    ).toEqual(['act', 'watch', 'info']);
  });

  it('shows a dismissed situation again once its id changes', () => {
    const dismissed = ['fos-tac-drift:rising:2026-11-20'];
    expect(activeAdvice(advice, dismissed)).toHaveLength(4);
  });
});

describe('newAdviceCount', () => {
  it('counts the advice neither dismissed nor seen', () => {
    expect(newAdviceCount(advice, [])).toBe(4);
    expect(newAdviceCount(advice, ['fos-tac-drift:stressed:2026-11-24'])).toBe(3);
    expect(
      newAdviceCount(
        advice,
        ['fos-tac-drift:stressed:2026-11-24'],
        ['spreading-window:next-window:2026-11-28'],
      ),
    ).toBe(2);
  });

  it('counts only the advice at least as urgent as asked', () => {
    expect(newAdviceCount(advice, [], [], 'watch')).toBe(3);
    expect(newAdviceCount(advice, [], [], 'act')).toBe(1);
    expect(newAdviceCount(advice, new Set(['fos-tac-drift:stressed:2026-11-24']), [], 'act')).toBe(0);
  });
});

describe('currentIds', () => {
  it('keeps the stored ids that still name an advice, once each', () => {
    expect(
      currentIds(
        [
          'fos-tac-drift:rising:2026-11-20',
          'fos-tac-drift:stressed:2026-11-24',
          'fos-tac-drift:stressed:2026-11-24',
        ],
        advice,
      ),
    ).toEqual(['fos-tac-drift:stressed:2026-11-24']);
  });
});
