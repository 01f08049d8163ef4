// The alert engine driven by a fake clock: evaluations every 30 s (monitoring A) against measured figures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBreached } from './alert-condition.js';
import { stepRule, type RuleStanding } from './alert-engine.js';
import { figureOf } from './alert-figures.js';
import type { MetricWindow } from '../metrics/metric-window.js';

const evaluationMs = 30_000;

/** A rule "error rate > 5 % over 5 min" (spec §9 monitoring A), evaluated against a series of figures. */
function newRule(overrides: Partial<RuleStanding> = {}): RuleStanding {
  return {
    condition: 'greater_than',
    threshold: 5,
    timeWindowMinutes: 5,
    cooldownMinutes: 5,
    isEvent: false,
    state: 'normal',
    pendingSince: null,
    lastTriggered: null,
    ...overrides,
  };
}

/** Runs one evaluation at the fake clock's now, keeps the rule's new standing, says what happened. */
function evaluate(rule: RuleStanding, value: number | null): { rule: RuleStanding; action: string } {
  const now = new Date();
  const step = stepRule(rule, value, now);
  return {
    rule: {
      ...rule,
      state: step.state,
      pendingSince: step.pendingSince,
      lastTriggered: step.action === 'fire' ? now : rule.lastTriggered,
    },
    action: step.action,
  };
}

/** Evaluates every 30 s for `minutes`, the figure given by `valueAt(elapsed ms)`; the actions and their times. */
function run(rule: RuleStanding, minutes: number, valueAt: (elapsedMs: number) => number | null) {
  const start = Date.now();
  const actions: { action: string; atMs: number }[] = [];
  let current = rule;
  for (let elapsed = 0; elapsed <= minutes * 60_000; elapsed += evaluationMs) {
    vi.setSystemTime(start + elapsed);
    const result = evaluate(current, valueAt(elapsed));
    current = result.rule;
    if (result.action !== 'none') actions.push({ action: result.action, atMs: elapsed });
  }
  return { actions, rule: current };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('alert engine', () => {
  it('never fires before the breach has lasted its window, and fires within one evaluation after it', () => {
    const { actions } = run(newRule(), 10, () => 12);
    expect(actions).toEqual([{ action: 'fire', atMs: 5 * 60_000 }]);
    // The breach begins between two evaluations: still at most one evaluation after the window.
    const late = run(newRule(), 10, (elapsed) => (elapsed >= 45_000 ? 12 : 1));
    expect(late.actions).toEqual([{ action: 'fire', atMs: 60_000 + 5 * 60_000 }]);
    expect((late.actions[0]?.atMs ?? Infinity) - 45_000).toBeLessThanOrEqual(5 * 60_000 + evaluationMs);
  });

  it('forgets a pending breach that clears before its window, sending nothing', () => {
    const { actions, rule } = run(newRule(), 10, (elapsed) => (elapsed < 4 * 60_000 ? 12 : 1));
    expect(actions).toEqual([]);
    expect(rule.state).toBe('normal');
  });

  it('fires once per episode, resolves once when the condition clears, and not again within the cooldown', () => {
    // Breached 0–7 min, clear 7–8 min, breached again from 8 min.
    const valueAt = (elapsed: number) => (elapsed < 7 * 60_000 || elapsed >= 8 * 60_000 ? 12 : 1);
    const { actions } = run(newRule(), 20, valueAt);
    expect(actions).toEqual([
      { action: 'fire', atMs: 5 * 60_000 },
      // ONE resolved notice.
      { action: 'resolve', atMs: 7 * 60_000 },
      // Pending again from 8 min: its window ends at 13 min, past the cooldown (5 min after 5 min).
      { action: 'fire', atMs: 13 * 60_000 },
    ]);
  });

  it('keeps a rule whose window has passed waiting while its cooldown runs', () => {
    const lastTriggered = new Date(Date.now() - 60_000);
    const { actions } = run(newRule({ timeWindowMinutes: 1, lastTriggered }), 6, () => 12);
    // The window is over at 1 min, but the last trigger was 1 min before the start: no fire before 4 min.
    expect(actions).toEqual([{ action: 'fire', atMs: 4 * 60_000 }]);
  });

  it('fires an event rule (a crash) at the first evaluation that sees it', () => {
    const crash = newRule({ isEvent: true, threshold: 0, timeWindowMinutes: 1 });
    const { actions } = run(crash, 3, (elapsed) => (elapsed >= 60_000 && elapsed < 120_000 ? 1 : 0));
    expect(actions).toEqual([
      { action: 'fire', atMs: 60_000 },
      { action: 'resolve', atMs: 120_000 },
    ]);
  });

  it('takes no data as neither a breach nor a recovery', () => {
    // Breached, then nothing measured for 3 min, then breached: the pending time carries over the gap.
    const gap = (elapsed: number) => (elapsed >= 60_000 && elapsed < 4 * 60_000 ? null : 12);
    expect(run(newRule(), 6, gap).actions).toEqual([{ action: 'fire', atMs: 5 * 60_000 }]);
    // Firing, then no data: the trigger stays open (no resolved notice) until a real recovery.
    const firing = run(newRule(), 10, (elapsed) =>
      elapsed < 6 * 60_000 ? 12 : elapsed < 9 * 60_000 ? null : 1,
    );
    expect(firing.actions).toEqual([
      { action: 'fire', atMs: 5 * 60_000 },
      { action: 'resolve', atMs: 9 * 60_000 },
    ]);
  });
});

describe('alert conditions', () => {
  it('compare decimals for equality within a tolerance', () => {
    expect(isBreached(0.1 + 0.2, 'equals', 0.3)).toBe(true);
    expect(isBreached((100 * 1) / 3, 'equals', 33.333333333333336)).toBe(true);
    expect(isBreached(0.1 + 0.2, 'not_equals', 0.3)).toBe(false);
    expect(isBreached(0.31, 'equals', 0.3)).toBe(false);
    // "Greater than" a threshold it only equals up to rounding is not a breach.
    expect(isBreached(0.1 + 0.2, 'greater_than', 0.3)).toBe(false);
    expect(isBreached(5.01, 'greater_than', 5)).toBe(true);
    expect(isBreached(4.99, 'less_than', 5)).toBe(true);
  });
});

describe('alert figures', () => {
  const window: MetricWindow = {
    from: new Date('2026-11-27T10:00:00Z'),
    to: new Date('2026-11-27T10:01:00Z'),
    requestCount: 0,
    serverErrorCount: 0,
    averageResponseMs: null,
    p95ResponseMs: null,
    crashCount: 0,
    memoryUsedPercent: null,
    clientErrorCount: 0,
    averagePageLoadMs: null,
  };

  it('give no error rate without a request (not "0 % errors"), and the rate of 5xx among requests', () => {
    expect(figureOf('error_rate', window)).toBeNull();
    expect(figureOf('response_time', window)).toBeNull();
    expect(figureOf('memory_usage', window)).toBeNull();
    expect(figureOf('page_load_time', window)).toBeNull();
    expect(figureOf('error_rate', { ...window, requestCount: 40, serverErrorCount: 3 })).toBe(7.5);
    expect(figureOf('request_count', { ...window, requestCount: 1200 })).toBe(1200);
    expect(figureOf('crash_detection', window)).toBe(0);
  });
});
