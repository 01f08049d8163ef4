import { sessionTimings } from '../../../../shared/domain/accounts';

/**
 * The client mirror of the session's life (spec §4, §9), free of React and of the DOM so that it can be driven
 * by a fake clock. The server enforces the same 30 minutes of inactivity; this side shows the countdown, tells
 * the server about activity (at most once a minute) and ends the session when the time is up.
 */

/** none: no banner; warning: ≤ 5 min left; alert: ≤ 2 min left; expired: the session is over (terminal). */
export type TExpiryLevel = 'none' | 'warning' | 'alert' | 'expired';

export interface SessionExpirySnapshot {
  level: TExpiryLevel;
  /** Whole seconds left while a banner shows (rounded up, so 0 only once expired); null otherwise. */
  secondsLeft: number | null;
}

/** When the server will end the session (epoch milliseconds). */
export interface SessionDeadlines {
  /** End for inactivity as the server knows it (never past the absolute end). */
  expiresAtMs: number;
  /** End whatever the activity (12 h after sign-in). */
  absoluteExpiresAtMs: number;
}

export interface SessionExpiryClock {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/** What the monitor asks of the rest of the app; none of these may throw. */
export interface SessionExpiryActions {
  /** POST /api/session/refresh; false when the server refused or could not be reached. */
  extend: () => Promise<boolean>;
  /** GET /api/session (the new deadlines come back through setDeadlines). */
  reload: () => Promise<unknown>;
  /** The session is over: toast, sign-out, redirect. Called once. */
  onExpired: () => void;
  /** Activity was reported to the server at this time (other tabs of the browser may want to know). */
  onHeartbeat?: (atMs: number) => void;
}

export interface SessionExpiryMonitor {
  /** Starts the countdown (every 1 s), the status reads (every 30 s) and the refresh check (every 50 min). */
  start: (actions: SessionExpiryActions) => () => void;
  setDeadlines: (deadlines: SessionDeadlines) => void;
  /** A mouse move, key, scroll, touch or click in this tab. */
  recordActivity: () => void;
  /** Activity seen in another tab of the same browser, at that time. */
  noteActivityElsewhere: (atMs: number) => void;
  /** The "Prolonger" button: activity, and the server is told at once. */
  extendNow: () => Promise<boolean>;
  /** Milliseconds left now (0 once expired), before any rounding. */
  getRemainingMs: () => number;
  getSnapshot: () => SessionExpirySnapshot;
  subscribe: (listener: () => void) => () => void;
}

/** Spec §9 banner thresholds, applied to what is left. */
export function getExpiryLevel(remainingMs: number): TExpiryLevel {
  if (remainingMs <= 0) return 'expired';
  if (remainingMs <= sessionTimings.alertBannerAtMs) return 'alert';
  if (remainingMs <= sessionTimings.warningBannerAtMs) return 'warning';
  return 'none';
}

/**
 * Time left: the earliest of the server's inactivity end, the local inactivity end (last activity + 30 min)
 * and the absolute end. The local one matters when the server was extended without activity (refresh check).
 */
export function getRemainingMs(deadlines: SessionDeadlines, lastActivityMs: number, nowMs: number): number {
  const endMs = Math.min(
    deadlines.expiresAtMs,
    lastActivityMs + sessionTimings.inactivityMs,
    deadlines.absoluteExpiresAtMs,
  );
  return Math.max(0, endMs - nowMs);
}

/** "04:59" (minutes may go past 59: "30:00"). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** The ISO times of GET /api/session as deadlines; null when the server sent something unreadable. */
/**
 * The server's deadlines on this browser's clock: `clockOffsetMs` (browser minus server) moves them, so a
 * browser clock that is ahead or behind neither ends a session early nor keeps it past its end.
 */
export function parseSessionDeadlines(
  session: { expiresAt: string; absoluteExpiresAt: string },
  clockOffsetMs = 0,
): SessionDeadlines | null {
  const expiresAtMs = Date.parse(session.expiresAt);
  const absoluteExpiresAtMs = Date.parse(session.absoluteExpiresAt);
  if (Number.isNaN(expiresAtMs) || Number.isNaN(absoluteExpiresAtMs)) return null;
  return {
    expiresAtMs: expiresAtMs + clockOffsetMs,
    absoluteExpiresAtMs: absoluteExpiresAtMs + clockOffsetMs,
  };
}

const runningSnapshot: SessionExpirySnapshot = { level: 'none', secondsLeft: null };

const realClock: SessionExpiryClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => {
    clearInterval(id as ReturnType<typeof setInterval>);
  },
};

export function createSessionExpiryMonitor(clock: SessionExpiryClock = realClock): SessionExpiryMonitor {
  let deadlines: SessionDeadlines | null = null;
  let lastActivityMs = clock.now();
  let lastHeartbeatMs = Number.NEGATIVE_INFINITY;
  let snapshot: SessionExpirySnapshot = runningSnapshot;
  let actions: SessionExpiryActions | null = null;
  const listeners = new Set<() => void>();

  const isExpired = () => snapshot.level === 'expired';

  const computeRemainingMs = (): number =>
    deadlines ? getRemainingMs(deadlines, lastActivityMs, clock.now()) : Number.POSITIVE_INFINITY;

  const publish = (next: SessionExpirySnapshot) => {
    if (next.level === snapshot.level && next.secondsLeft === snapshot.secondsLeft) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const expire = () => {
    if (isExpired()) return;
    publish({ level: 'expired', secondsLeft: 0 });
    actions?.onExpired();
  };

  /** Recomputes the snapshot; ends the session when no time is left. */
  const tick = () => {
    if (isExpired()) return;
    const remainingMs = computeRemainingMs();
    const level = getExpiryLevel(remainingMs);
    if (level === 'expired') {
      expire();
      return;
    }
    publish(level === 'none' ? runningSnapshot : { level, secondsLeft: Math.ceil(remainingMs / 1000) });
  };

  const sendHeartbeat = (): Promise<boolean> => {
    const current = actions;
    if (!current) return Promise.resolve(false);
    lastHeartbeatMs = clock.now();
    current.onHeartbeat?.(lastHeartbeatMs);
    return current.extend();
  };

  /** Spec §4: checked every 50 min; extends when 10 min or less are left; a failed refresh ends the session. */
  const checkRefresh = async () => {
    if (isExpired() || computeRemainingMs() > sessionTimings.refreshWhenRemainingMs) return;
    const current = actions;
    if (!current) return;
    const isExtended = await current.extend();
    if (!isExtended && actions === current) expire();
  };

  return {
    start(nextActions) {
      actions = nextActions;
      const timers = [
        clock.setInterval(tick, sessionTimings.countdownEveryMs),
        clock.setInterval(() => {
          void nextActions.reload();
        }, sessionTimings.statusEveryMs),
        clock.setInterval(() => {
          void checkRefresh();
        }, sessionTimings.refreshCheckEveryMs),
      ];
      tick();
      return () => {
        for (const timer of timers) clock.clearInterval(timer);
        if (actions === nextActions) actions = null;
      };
    },

    setDeadlines(next) {
      deadlines = next;
      tick();
    },

    recordActivity() {
      if (isExpired()) return;
      // After a sleep, the first mouse move must not revive a session whose time ran out meanwhile.
      if (computeRemainingMs() <= 0) {
        tick();
        return;
      }
      lastActivityMs = clock.now();
      if (lastActivityMs - lastHeartbeatMs >= sessionTimings.activityHeartbeatMs) void sendHeartbeat();
      tick();
    },

    noteActivityElsewhere(atMs) {
      if (isExpired() || !Number.isFinite(atMs)) return;
      lastActivityMs = Math.max(lastActivityMs, Math.min(atMs, clock.now()));
      tick();
    },

    async extendNow() {
      if (isExpired()) return false;
      lastActivityMs = clock.now();
      tick();
      return sendHeartbeat();
    },

    getRemainingMs: () => (isExpired() ? 0 : computeRemainingMs()),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
