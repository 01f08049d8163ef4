import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTimings } from '../../../../shared/domain/accounts';
import {
  createSessionExpiryMonitor,
  formatCountdown,
  getExpiryLevel,
  getRemainingMs,
  parseSessionDeadlines,
  type SessionDeadlines,
  type SessionExpiryClock,
} from './session-expiry-monitor';

const minute = 60_000;
const hour = 60 * minute;
const start = Date.parse('2025-03-10T08:00:00Z');

/** A clock whose time and intervals move only when the test says so (vitest fake timers). */
const fakeClock: SessionExpiryClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => {
    clearInterval(id as ReturnType<typeof setInterval>);
  },
};

function deadlinesFromNow(inactivityLeftMs: number, absoluteLeftMs = 12 * hour): SessionDeadlines {
  return { expiresAtMs: Date.now() + inactivityLeftMs, absoluteExpiresAtMs: start + absoluteLeftMs };
}

/** A monitor started with spies; extend() answers like the server (new inactivity end, capped). */
function setUp({ isExtendOk = true, absoluteLeftMs = 12 * hour } = {}) {
  const monitor = createSessionExpiryMonitor(fakeClock);
  monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs, absoluteLeftMs));
  const extend = vi.fn(() => {
    if (isExtendOk) monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs, absoluteLeftMs));
    return Promise.resolve(isExtendOk);
  });
  const reload = vi.fn(() => Promise.resolve());
  const onExpired = vi.fn();
  const onHeartbeat = vi.fn();
  const stop = monitor.start({ extend, reload, onExpired, onHeartbeat });
  return { monitor, extend, reload, onExpired, onHeartbeat, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('getExpiryLevel', () => {
  it('shows nothing above 5 minutes, a warning from 5:00, an alert from 2:00, expiry at 0', () => {
    expect(getExpiryLevel(300_001)).toBe('none');
    expect(getExpiryLevel(300_000)).toBe('warning');
    expect(getExpiryLevel(120_001)).toBe('warning');
    expect(getExpiryLevel(120_000)).toBe('alert');
    expect(getExpiryLevel(1)).toBe('alert');
    expect(getExpiryLevel(0)).toBe('expired');
  });
});

describe('getRemainingMs', () => {
  const now = start;
  it('takes the earliest of the server end, the local inactivity end and the absolute end', () => {
    const far = now + 10 * hour;
    expect(getRemainingMs({ expiresAtMs: now + 7 * minute, absoluteExpiresAtMs: far }, now, now)).toBe(
      7 * minute,
    );
    expect(getRemainingMs({ expiresAtMs: far, absoluteExpiresAtMs: far }, now - 25 * minute, now)).toBe(
      5 * minute,
    );
    expect(getRemainingMs({ expiresAtMs: far, absoluteExpiresAtMs: now + 3 * minute }, now, now)).toBe(
      3 * minute,
    );
  });

  it('never goes below zero', () => {
    expect(getRemainingMs({ expiresAtMs: now - minute, absoluteExpiresAtMs: now }, now, now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds on two digits', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1800)).toBe('30:00');
  });
});

describe('parseSessionDeadlines', () => {
  it('reads the ISO times of the session status', () => {
    expect(
      parseSessionDeadlines({
        expiresAt: '2025-03-10T08:30:00.000Z',
        absoluteExpiresAt: '2025-03-10T20:00:00.000Z',
      }),
    ).toEqual({ expiresAtMs: start + 30 * minute, absoluteExpiresAtMs: start + 12 * hour });
  });

  it('moves the deadlines onto a browser clock that runs ahead of the server', () => {
    const browserAheadBy = 7 * minute;
    expect(
      parseSessionDeadlines(
        { expiresAt: '2025-03-10T08:30:00.000Z', absoluteExpiresAt: '2025-03-10T20:00:00.000Z' },
        browserAheadBy,
      ),
    ).toEqual({ expiresAtMs: start + 37 * minute, absoluteExpiresAtMs: start + 12 * hour + browserAheadBy });
  });

  it('refuses unreadable times', () => {
    expect(
      parseSessionDeadlines({ expiresAt: 'soon', absoluteExpiresAt: '2025-03-10T20:00:00Z' }),
    ).toBeNull();
  });
});

describe('session expiry monitor', () => {
  it('counts down without activity: warning at 25 min, alert at 28 min, expiry once at 30 min', () => {
    const { monitor, onExpired } = setUp();
    expect(monitor.getSnapshot()).toEqual({ level: 'none', secondsLeft: null });

    vi.advanceTimersByTime(25 * minute - 1000);
    expect(monitor.getSnapshot().level).toBe('none');
    vi.advanceTimersByTime(1000);
    expect(monitor.getSnapshot()).toEqual({ level: 'warning', secondsLeft: 300 });
    vi.advanceTimersByTime(1000);
    expect(monitor.getSnapshot()).toEqual({ level: 'warning', secondsLeft: 299 });

    vi.advanceTimersByTime(3 * minute - 1000);
    expect(monitor.getSnapshot()).toEqual({ level: 'alert', secondsLeft: 120 });

    vi.advanceTimersByTime(2 * minute - 1000);
    expect(monitor.getSnapshot()).toEqual({ level: 'alert', secondsLeft: 1 });
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(monitor.getSnapshot().level).toBe('expired');
    expect(onExpired).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10 * minute);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('tells listeners only when what is shown changes', () => {
    const { monitor } = setUp();
    const listener = vi.fn();
    monitor.subscribe(listener);
    vi.advanceTimersByTime(24 * minute);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minute + 3000);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('activity resets the local timer and reports to the server at most once a minute', () => {
    const { monitor, extend, onHeartbeat } = setUp();

    monitor.recordActivity();
    expect(extend).toHaveBeenCalledTimes(1);
    expect(onHeartbeat).toHaveBeenCalledWith(start);

    for (let second = 1; second < 60; second += 1) {
      vi.advanceTimersByTime(1000);
      monitor.recordActivity();
    }
    expect(extend).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1000);
    monitor.recordActivity();
    expect(extend).toHaveBeenCalledTimes(2);

    // Twenty-nine idle minutes after the last activity: the banner shows, but the session lives on.
    vi.advanceTimersByTime(29 * minute);
    expect(monitor.getSnapshot()).toEqual({ level: 'alert', secondsLeft: 60 });
    monitor.recordActivity();
    expect(extend).toHaveBeenCalledTimes(3);
    expect(monitor.getSnapshot().level).toBe('none');
  });

  it('keeps counting from the last activity when the server end is later (a refresh is not activity)', () => {
    const { monitor, onExpired } = setUp();
    vi.advanceTimersByTime(20 * minute);
    monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs));
    vi.advanceTimersByTime(10 * minute);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('counts activity reported by another tab, never later than now', () => {
    const { monitor, onExpired } = setUp();
    vi.advanceTimersByTime(20 * minute);
    monitor.noteActivityElsewhere(Date.now() + hour);
    monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs));
    vi.advanceTimersByTime(29 * minute);
    expect(monitor.getSnapshot().level).toBe('alert');
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minute);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not revive a session whose time ran out before the next activity (sleeping laptop)', () => {
    const monitor = createSessionExpiryMonitor(fakeClock);
    monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs));
    const extend = vi.fn(() => Promise.resolve(true));
    const onExpired = vi.fn();
    monitor.start({ extend, reload: () => Promise.resolve(), onExpired });
    // The timers did not run while asleep: only the clock moved.
    vi.setSystemTime(start + 31 * minute);
    monitor.recordActivity();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(extend).not.toHaveBeenCalled();
  });

  it('reads the session status every 30 seconds', () => {
    const { reload } = setUp();
    vi.advanceTimersByTime(29_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('the 50-minute check refreshes only when 10 minutes or less are left', async () => {
    // Activity keeps the session alive; the absolute end (58 min) makes the time short at the check.
    const { monitor, extend } = setUp({ absoluteLeftMs: 58 * minute });
    const keepActive = () => {
      monitor.recordActivity();
    };
    // Every 7 minutes, so that no activity falls on the check itself.
    const activity = setInterval(keepActive, 7 * minute);

    await vi.advanceTimersByTimeAsync(50 * minute - 1);
    const callsBeforeCheck = extend.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getRemainingMs()).toBe(8 * minute);
    expect(extend).toHaveBeenCalledTimes(callsBeforeCheck + 1);
    clearInterval(activity);
  });

  it('the 50-minute check does nothing when more than 10 minutes are left', async () => {
    const { monitor, extend } = setUp();
    const activity = setInterval(() => {
      monitor.recordActivity();
    }, 7 * minute);
    await vi.advanceTimersByTimeAsync(50 * minute - 1);
    const callsBeforeCheck = extend.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    expect(extend).toHaveBeenCalledTimes(callsBeforeCheck);
    clearInterval(activity);
  });

  it('a failed refresh ends the session', async () => {
    const monitor = createSessionExpiryMonitor(fakeClock);
    monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs, 58 * minute));
    const onExpired = vi.fn();
    monitor.start({ extend: () => Promise.resolve(false), reload: () => Promise.resolve(), onExpired });
    const activity = setInterval(() => {
      monitor.noteActivityElsewhere(Date.now());
      monitor.setDeadlines(deadlinesFromNow(sessionTimings.inactivityMs, 58 * minute));
    }, 5 * minute);

    await vi.advanceTimersByTimeAsync(50 * minute - 1);
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(monitor.getSnapshot().level).toBe('expired');
    clearInterval(activity);
  });

  it('"Prolonger" tells the server at once, even within the heartbeat minute', async () => {
    const { monitor, extend } = setUp();
    monitor.recordActivity();
    vi.advanceTimersByTime(26 * minute);
    expect(monitor.getSnapshot().level).toBe('warning');
    await expect(monitor.extendNow()).resolves.toBe(true);
    expect(extend).toHaveBeenCalledTimes(2);
    expect(monitor.getSnapshot().level).toBe('none');
  });

  it('stops its timers when stopped', () => {
    const { stop, reload, onExpired } = setUp();
    stop();
    vi.advanceTimersByTime(hour);
    expect(reload).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });
});
