import type { Database } from '../db/client.js';

export interface Job {
  /** Shown in the log. */
  name: string;
  /** Identifies the job among PostgreSQL advisory locks: N instances run it once per tick. */
  lockKey: number;
  intervalMs: number;
  run(): Promise<void>;
}

export interface SchedulerLogger {
  error(object: Record<string, unknown>, message: string): void;
}

export interface Scheduler {
  /** Stops planning new runs and waits for the ones under way. */
  stop(): Promise<void>;
}

/**
 * The in-process job scheduler of architecture.md: each job runs every `intervalMs`, never twice at once in
 * this process, and, through an advisory lock, on one instance at a time. A failing run is logged, and the job
 * runs again at its next tick.
 */
export function startScheduler(database: Database, jobs: readonly Job[], logger: SchedulerLogger): Scheduler {
  const timers: ReturnType<typeof setInterval>[] = [];
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  let isStopped = false;

  const tick = (job: Job) => {
    if (isStopped || busy.has(job.name)) return;
    busy.add(job.name);
    const run = database
      .runExclusively(job.lockKey, () => job.run())
      .catch((error: unknown) => {
        logger.error({ err: error, job: job.name }, 'job failed');
      })
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };

  for (const job of jobs) {
    const timer = setInterval(() => {
      tick(job);
    }, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      isStopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
