import { randomUUID } from 'node:crypto';
import { getHeapStatistics } from 'node:v8';
import type { Db } from '../../db/client.js';
import { processEvents, processSamples, type ProcessEventKind } from '../../db/schema/measured-metrics.js';

export interface ProcessMonitorLogger {
  error(object: Record<string, unknown>, message: string): void;
}

export interface ProcessMonitor {
  readonly instanceId: string;
  /** One memory sample now (also taken every `sampleIntervalMs`). */
  sample(): Promise<void>;
  /** What the process's uncaught exception / unhandled rejection handlers do (stderr, row, exit 1). */
  handleCrash(kind: 'uncaught_exception' | 'unhandled_rejection', reason: unknown): Promise<void>;
  /** Records a clean stop and stops sampling. */
  stop(): Promise<void>;
}

export interface ProcessMonitorOptions {
  db: Db;
  log: ProcessMonitorLogger;
  /** 30 s in production. */
  sampleIntervalMs?: number;
  /** Catch uncaught exceptions and unhandled rejections (main.ts only: never in tests sharing a process). */
  isCrashRecorded?: boolean;
  /** How the process ends after a crash (process.exit by default). */
  exit?: (code: number) => void;
}

/** An error's name and message, at most 500 characters: never its data. */
export function describeFailure(reason: unknown): string {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : `non-error: ${typeof reason}`;
  return text.slice(0, 500);
}

/** Longest wait for the crash's row before the process ends anyway. */
const CRASH_WRITE_TIMEOUT_MS = 2000;

const writeToStderr = (text: string) => {
  process.stderr.write(text);
};

export interface CrashHandlerOptions {
  /** Stores the crash (its detail: name and message). */
  record: (detail: string) => Promise<unknown>;
  exit: (code: number) => void;
  writeError: (text: string) => void;
}

/**
 * What an uncaught exception or unhandled rejection does: the error on stderr (as Node prints it), its row
 * written (2 s at most), then exit code 1, as Node ends a process without a handler.
 */
export function createCrashHandler(options: CrashHandlerOptions): (reason: unknown) => Promise<void> {
  return async (reason) => {
    options.writeError(`${reason instanceof Error ? (reason.stack ?? String(reason)) : String(reason)}\n`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(resolve, CRASH_WRITE_TIMEOUT_MS);
    });
    try {
      await Promise.race([options.record(describeFailure(reason)), deadline]);
    } catch {
      // the row could not be written: the process ends all the same
    } finally {
      clearTimeout(timer);
      options.exit(1);
    }
  };
}

/**
 * Memory samples (V8 heap used, its limit, RSS) every 30 s and the process's events: start, clean stop, and
 * uncaught exceptions / unhandled rejections, recorded and then ending the process with code 1 and the error
 * on stderr, as Node does without a handler.
 */
export async function startProcessMonitor(options: ProcessMonitorOptions): Promise<ProcessMonitor> {
  const { db, log } = options;
  const instanceId = randomUUID();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const recordEvent = (kind: ProcessEventKind, detail: string | null = null) =>
    db.insert(processEvents).values({ instanceId, kind, detail });

  const sample = async () => {
    const { heapUsed, rss } = process.memoryUsage();
    await db.insert(processSamples).values({
      instanceId,
      heapUsedBytes: heapUsed,
      heapLimitBytes: getHeapStatistics().heap_size_limit,
      rssBytes: rss,
    });
  };
  const sampleLogged = () =>
    sample().catch((error: unknown) => {
      log.error({ err: error }, 'memory sample not stored');
    });

  await recordEvent('start').catch((error: unknown) => {
    log.error({ err: error }, 'process start not stored');
  });
  await sampleLogged();
  const timer = setInterval(() => void sampleLogged(), options.sampleIntervalMs ?? 30_000);
  timer.unref();

  const crash = (kind: ProcessEventKind) =>
    createCrashHandler({ record: (detail) => recordEvent(kind, detail), exit, writeError: writeToStderr });
  const onUncaughtCrash = crash('uncaught_exception');
  const onRejectionCrash = crash('unhandled_rejection');
  const onUncaught = (reason: unknown) => void onUncaughtCrash(reason);
  const onRejection = (reason: unknown) => void onRejectionCrash(reason);
  if (options.isCrashRecorded) {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onRejection);
  }

  return {
    instanceId,
    sample,
    handleCrash: (kind, reason) =>
      (kind === 'uncaught_exception' ? onUncaughtCrash : onRejectionCrash)(reason),
    async stop() {
      clearInterval(timer);
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onRejection);
      await recordEvent('stop').catch((error: unknown) => {
        log.error({ err: error }, 'process stop not stored');
      });
    },
  };
}
