import { z } from './zod.js';
import { CLIENT_REPORT_LIMITS as L, CLIENT_TIMING_NAMES } from '../domain/metrics/client-report-limits.js';

/** Issue 20: what browsers report, the figures and route latencies of the admin pages, the error groups. */

const ZPage = z.string().max(L.maxPageLength);

export const ZClientErrorReport = z.object({
  type: z.string().trim().min(1).max(L.maxErrorTypeLength),
  message: z.string().max(L.maxMessageLength),
  stack: z.string().max(L.maxStackLength).nullable().optional(),
  page: ZPage,
  /** Identical errors folded by the browser. */
  count: z.number().int().min(1).max(L.maxErrorCount),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;

export const ZClientTimingReport = z
  .object({
    name: z.enum(CLIENT_TIMING_NAMES),
    value: z.number().min(0).max(L.maxTimingMs),
    page: ZPage,
  })
  .refine((timing) => timing.name !== 'cls' || timing.value <= L.maxLayoutShift, { path: ['value'] });
export type TClientTimingReport = z.infer<typeof ZClientTimingReport>;

/** Usage events: sent only when the analytics cookies are accepted. */
export const ZClientUsageEvent = z.object({
  name: z.string().trim().min(1).max(L.maxEventNameLength),
  page: ZPage,
});
export type TClientUsageEvent = z.infer<typeof ZClientUsageEvent>;

export const ZClientMetricsBatch = z.object({
  errors: z.array(ZClientErrorReport).max(L.maxErrors).default([]),
  timings: z.array(ZClientTimingReport).max(L.maxTimings).default([]),
  events: z.array(ZClientUsageEvent).max(L.maxEvents).default([]),
});
export type TClientMetricsBatch = z.input<typeof ZClientMetricsBatch>;

export const ZClientMetricsAccepted = z.object({ accepted: z.literal(true) });

/** The admin charts: the last `minutes` minutes, one point per minute. */
export const ZFiguresQuery = z.object({
  minutes: z.coerce.number().int().min(5).max(1440).default(60),
});

export const ZFigurePoint = z.object({
  minute: z.string(),
  requests: z.number(),
  serverErrors: z.number(),
  meanMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
  memoryPercent: z.number().nullable(),
  clientErrors: z.number(),
  pageLoadMs: z.number().nullable(),
});
export type TFigurePoint = z.infer<typeof ZFigurePoint>;

export const ZFiguresResponse = z.object({ from: z.string(), to: z.string(), points: z.array(ZFigurePoint) });
export type TFiguresResponse = z.infer<typeof ZFiguresResponse>;

/** Per route pattern over the last `hours` hours (up to 90 days, the hourly rows' retention). */
export const ZRouteLatencyQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24)
    .default(24),
});

export const ZRouteLatency = z.object({
  method: z.string(),
  route: z.string(),
  count: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  maxMs: z.number(),
});
export type TRouteLatency = z.infer<typeof ZRouteLatency>;

export const ZRouteLatencyResponse = z.object({ hours: z.number(), routes: z.array(ZRouteLatency) });
export type TRouteLatencyResponse = z.infer<typeof ZRouteLatencyResponse>;

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export const ZErrorGroupStatus = z.enum(ERROR_GROUP_STATUSES);
export type TErrorGroupStatus = z.infer<typeof ZErrorGroupStatus>;

export const ZErrorGroupListQuery = z.object({ status: ZErrorGroupStatus.optional() });

export const ZErrorGroupSample = z.object({
  stack: z.string().nullable(),
  page: z.string().nullable(),
  browser: z.string().nullable(),
  occurredAt: z.string(),
});

export const ZErrorGroup = z.object({
  id: z.uuid(),
  errorType: z.string(),
  message: z.string(),
  topFrame: z.string().nullable(),
  /** Exact count, as a decimal string (a bigint may pass 2^53). */
  count: z.string(),
  browsers: z.record(z.string(), z.number()),
  status: ZErrorGroupStatus,
  firstSeen: z.string(),
  lastSeen: z.string(),
  samples: z.array(ZErrorGroupSample),
});
export type TErrorGroup = z.infer<typeof ZErrorGroup>;

export const ZErrorGroupsResponse = z.object({ groups: z.array(ZErrorGroup) });
export type TErrorGroupsResponse = z.infer<typeof ZErrorGroupsResponse>;

export const ZErrorGroupParams = z.object({ id: z.uuid() });
export const ZErrorGroupStatusChange = z.object({ status: ZErrorGroupStatus });
