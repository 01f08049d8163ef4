import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { clientMetricBuckets, type ClientMetricKind } from '../../db/schema/measured-metrics.js';

export interface ClientBucketRow {
  bucketStart: Date;
  bucketMinutes: 1 | 60;
  kind: ClientMetricKind;
  count: number;
  valueSum: number;
  valueMax: number;
}

/** Adds to the stored buckets (several instances, several browsers write the same minute). */
export async function addClientBuckets(
  db: Db | DbTransaction,
  rows: readonly ClientBucketRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(clientMetricBuckets)
    .values([...rows])
    .onConflictDoUpdate({
      target: [clientMetricBuckets.bucketStart, clientMetricBuckets.bucketMinutes, clientMetricBuckets.kind],
      set: {
        count: sql`client_metric_buckets.count + excluded.count`,
        valueSum: sql`client_metric_buckets.value_sum + excluded.value_sum`,
        valueMax: sql`greatest(client_metric_buckets.value_max, excluded.value_max)`,
      },
    });
}
