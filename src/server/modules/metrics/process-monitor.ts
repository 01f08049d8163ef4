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

  const crash = (kind: ProcessEventKind) => (reason: unknown) => {
    process.stderr.write(`${reason instanceof Error ? (reason.stack ?? String(reason)) : String(reason)}\n`);
    const deadline = new Promise((resolve) => setTimeout(resolve, CRASH_WRITE_TIMEOUT_MS).unref());
    void Promise.race([recordEvent(kind, describeFailure(reason)), deadline])
      .catch(() => undefined)
      .finally(() => {
        exit(1);
      });
  };
  const onUncaught = crash('uncaught_exception');
  const onRejection = crash('unhandled_rejection');
  if (options.isCrashRecorded) {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onRejection);
  }

  return {
    instanceId,
    sample,
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
