import { describe, expect, it } from 'vitest';
import { ADVICE_SOURCES, adviceId, adviceSource, compareAdvice, fingerprint } from './advice.js';

describe('adviceId', () => {
  it('joins the rule and the situation', () => {
    expect(adviceId('fos-tac-drift', 'stressed', '2026-11-26')).toBe('fos-tac-drift:stressed:2026-11-26');
    expect(adviceId('main-crop-budget', 'over-cap', 2026)).toBe('main-crop-budget:over-cap:2026');
  });
});

describe('fingerprint', () => {
  it('is the same for the same set in any order, and differs for another set', () => {
    expect(fingerprint(['a@2026-01-01', 'b@2026-02-01'])).toBe(fingerprint(['b@2026-02-01', 'a@2026-01-01']));
    expect(fingerprint(['a@2026-01-01'])).not.toBe(fingerprint(['a@2026-01-02']));
    expect(fingerprint(['ab', 'c'])).not.toBe(fingerprint(['a', 'bc']));
  });
});

describe('adviceSource', () => {
  it('gives the key with the source its domain.md section cites', () => {
    expect(adviceSource('domain:process-monitoring/ph')).toEqual({
      key: 'domain:process-monitoring/ph',
      cites: 'smallops.eu',
    });
    expect(adviceSource('methapilot:stock-run-out').cites).toBeNull();
    expect(ADVICE_SOURCES['domain:french-rules/main-crop-cap']).toContain('2016-929');
  });
});

describe('compareAdvice', () => {
  it('puts act before watch before info, then the earlier date, then the id', () => {
    const advice = [
      { id: 'c', severity: 'info', date: '2026-01-01' },
      { id: 'b', severity: 'watch', date: '2026-03-01' },
      { id: 'a', severity: 'act', date: '2026-05-01' },
      { id: 'e', severity: 'watch', date: '2026-02-01' },
      { id: 'd', severity: 'watch', date: '2026-02-01' },
    ] as const;
    expect([...advice].sort(compareAdvice).map((item) => item.id)).toEqual(['a', 'd', 'e', 'b', 'c']);
  });
});
