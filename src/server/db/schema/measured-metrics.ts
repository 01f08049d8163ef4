// Measured figures of the server and of the browsers (issue 20): aggregated per minute (hourly after the
// rollup), process samples and events per instance, and the browsers' error groups. Server-only tables (RLS on,
// no policy, revoked from the application role): only the server's privileged connection writes and reads them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, isOneOf } from './columns.js';

/** A bucket covers one minute until the rollup job folds it into its hour (60). */
export const BUCKET_MINUTES = [1, 60] as const;

/** Requests answered per bucket, method, route pattern and status: counts, duration sum and max, histogram. */
export const requestMetricBuckets = pgTable(
  'request_metric_buckets',
  {
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    bucketMinutes: smallint('bucket_minutes').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: smallint('status_code').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    durationSumMs: doublePrecision('duration_sum_ms').notNull(),
    durationMaxMs: doublePrecision('duration_max_ms').notNull(),
    // Counts per fixed duration bucket (shared/domain/metrics/latency-histogram.ts), for percentiles.
    histogram: bigint('histogram', { mode: 'number' }).array().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_metric_buckets_pkey',
      columns: [t.bucketStart, t.bucketMinutes, t.method, t.route, t.statusCode],
    }),
    check('request_metric_buckets_minutes_check', sql`${t.bucketMinutes} in (1, 60)`),
    check('request_metric_buckets_count_check', sql`${t.count} >= 0`),
  ],
).enableRLS();

/** What browsers reported, per bucket and kind: page-load timings (ms, CLS unitless) and error counts. */
export const CLIENT_METRIC_KINDS = [
  'client_error',
  'page_load',
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'inp',
  'usage_event',
] as const;
export type ClientMetricKind = (typeof CLIENT_METRIC_KINDS)[number];

export const clientMetricBuckets = pgTable(
  'client_metric_buckets',
  {
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    bucketMinutes: smallint('bucket_minutes').notNull(),
    kind: text('kind', { enum: CLIENT_METRIC_KINDS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
    valueMax: doublePrecision('value_max').notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_metric_buckets_pkey', columns: [t.bucketStart, t.bucketMinutes, t.kind] }),
    check('client_metric_buckets_minutes_check', sql`${t.bucketMinutes} in (1, 60)`),
    check('client_metric_buckets_kind_check', isOneOf(t.kind, CLIENT_METRIC_KINDS)),
    check('client_metric_buckets_count_check', sql`${t.count} >= 0`),
  ],
).enableRLS();

/** Memory of one server instance (an id per process start), every 30 s. */
export const processSamples = pgTable(
  'process_samples',
  {
    id: id(),
    instanceId: uuid('instance_id').notNull(),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull().defaultNow(),
    heapUsedBytes: bigint('heap_used_bytes', { mode: 'number' }).notNull(),
    heapLimitBytes: bigint('heap_limit_bytes', { mode: 'number' }).notNull(),
    rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [index('process_samples_sampled_at_idx').on(t.sampledAt)],
).enableRLS();

export const PROCESS_EVENT_KINDS = ['start', 'stop', 'uncaught_exception', 'unhandled_rejection'] as const;
export type ProcessEventKind = (typeof PROCESS_EVENT_KINDS)[number];

export const processEvents = pgTable(
  'process_events',
  {
    id: id(),
    instanceId: uuid('instance_id').notNull(),
    kind: text('kind', { enum: PROCESS_EVENT_KINDS }).notNull(),
    // Error name and message only (never a request's data), at most 500 characters.
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('process_events_kind_check', isOneOf(t.kind, PROCESS_EVENT_KINDS)),
    index('process_events_occurred_at_idx').on(t.occurredAt),
  ],
).enableRLS();

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

/** Browser errors grouped by fingerprint (shared/domain/metrics/error-fingerprint.ts). */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull().unique('error_groups_fingerprint_key'),
    errorType: text('error_type').notNull(),
    message: text('message').notNull(),
    topFrame: text('top_frame'),
    count: bigint('count', { mode: 'bigint' }).notNull(),
    // Browser name -> occurrences (exact, whatever samples are kept).
    browsers: jsonb('browsers').$type<Record<string, number>>().notNull().default({}),
    status: text('status', { enum: ERROR_GROUP_STATUSES }).notNull().default('open'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    check('error_groups_status_check', isOneOf(t.status, ERROR_GROUP_STATUSES)),
    check('error_groups_count_check', sql`${t.count} > 0`),
    index('error_groups_last_seen_idx').on(t.lastSeen.desc()),
  ],
).enableRLS();

/** A few occurrences of a group (the newest ERROR_GROUP_SAMPLE_LIMIT), for their stack and page. */
export const errorGroupSamples = pgTable(
  'error_group_samples',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    stack: text('stack'),
    pageUrl: text('page_url'),
    browser: text('browser'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('error_group_samples_group_id_occurred_at_idx').on(t.groupId, t.occurredAt.desc())],
).enableRLS();
