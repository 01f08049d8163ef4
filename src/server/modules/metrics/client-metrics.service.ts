import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { usageMetrics } from '../../db/schema/monitoring.js';
import type { ClientMetricKind } from '../../db/schema/measured-metrics.js';
import type { TClientErrorReport } from '../../../shared/contracts/measured-metrics.js';
import type { z } from '../../../shared/contracts/zod.js';
import type { ZClientMetricsBatch } from '../../../shared/contracts/measured-metrics.js';
import { browserNameOf } from '../../../shared/domain/metrics/browser-name.js';
import { fingerprintError, withoutQueryStrings } from '../../../shared/domain/metrics/error-fingerprint.js';
import { addClientBuckets, type ClientBucketRow } from './client-metric-buckets.js';
import { addErrorOccurrences, type ErrorOccurrences } from './error-groups.repository.js';

type ClientMetricsBatch = z.output<typeof ZClientMetricsBatch>;

export interface ClientReporter {
  userAgent: string | null;
  /** Writes the user's own usage rows (their transaction); null for a visitor. */
  withUserDb: (<T>(work: (tx: DbTransaction, userId: string) => Promise<T>) => Promise<T>) | null;
}

/** The batch's errors folded by fingerprint: one group update per distinct fault, whatever the batch repeats. */
export function foldErrors(
  errors: readonly TClientErrorReport[],
  browser: string,
  seenAt: Date,
): ErrorOccurrences[] {
  const byFingerprint = new Map<string, ErrorOccurrences>();
  for (const error of errors) {
    const { fingerprint, normalisedMessage, topFrame } = fingerprintError({
      errorType: error.type,
      message: error.message,
      stack: error.stack,
    });
    const folded = byFingerprint.get(fingerprint);
    if (folded) {
      folded.count += error.count;
      folded.browsers[browser] = (folded.browsers[browser] ?? 0) + error.count;
      continue;
    }
    byFingerprint.set(fingerprint, {
      fingerprint,
      errorType: error.type.trim(),
      message: normalisedMessage,
      topFrame,
      count: error.count,
      browsers: { [browser]: error.count },
      seenAt,
      sample: {
        stack: error.stack ? withoutQueryStrings(error.stack) : null,
        pageUrl: withoutQueryStrings(error.page),
        browser,
      },
    });
  }
  return [...byFingerprint.values()];
}

/** The batch's figures for the current minute: error count, each timing's count, sum and maximum, events. */
export function batchBuckets(batch: ClientMetricsBatch, minute: Date): ClientBucketRow[] {
  const rows = new Map<ClientMetricKind, ClientBucketRow>();
  const add = (kind: ClientMetricKind, count: number, value: number) => {
    const row = rows.get(kind) ?? {
      bucketStart: minute,
      bucketMinutes: 1,
      kind,
      count: 0,
      valueSum: 0,
      valueMax: 0,
    };
    row.count += count;
    row.valueSum += value;
    row.valueMax = Math.max(row.valueMax, value);
    rows.set(kind, row);
  };
  for (const error of batch.errors) add('client_error', error.count, 0);
  for (const timing of batch.timings) add(timing.name, 1, timing.value);
  for (const _event of batch.events) add('usage_event', 1, 0);
  return [...rows.values()];
}

export async function ingestClientBatch(
  db: Db,
  batch: ClientMetricsBatch,
  reporter: ClientReporter,
  now = new Date(),
): Promise<void> {
  const minute = new Date(now.getTime() - (now.getTime() % 60_000));
  const browser = browserNameOf(reporter.userAgent);
  await db.transaction(async (tx) => {
    for (const occurrences of foldErrors(batch.errors, browser, now))
      await addErrorOccurrences(tx, occurrences);
    await addClientBuckets(tx, batchBuckets(batch, minute));
  });
  if (batch.events.length > 0 && reporter.withUserDb) {
    await reporter.withUserDb((tx, userId) =>
      tx.insert(usageMetrics).values(
        batch.events.map((event) => ({
          userId,
          eventName: event.name,
          eventType: 'page_event',
          pageUrl: withoutQueryStrings(event.page),
          occurredAt: now,
        })),
      ),
    );
  }
}
