import { z } from './zod.js';

/** Why the statistics cannot be read; the page says what to configure for each. */
export const QUERY_STATISTICS_PROBLEMS = ['not_installed', 'not_preloaded', 'not_created'] as const;

export const ZQueryStatement = z.object({
  /** pg_stat_statements' queryid (a 64-bit integer, as text). */
  queryId: z.string(),
  query: z.string(),
  calls: z.number().int().min(0),
  totalMs: z.number().min(0),
  meanMs: z.number().min(0),
  maxMs: z.number().min(0),
  rows: z.number().int().min(0),
  /** A SELECT: the only statements EXPLAIN is offered for. */
  isExplainable: z.boolean(),
  hasParameters: z.boolean(),
});
export type TQueryStatement = z.infer<typeof ZQueryStatement>;

export const ZQueryStatistics = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    engine: z.enum(['pglite', 'postgres']),
    /** Whether EXPLAIN (GENERIC_PLAN) exists on this server (PostgreSQL 16 and later). */
    hasGenericPlan: z.boolean(),
    statements: z.array(ZQueryStatement),
  }),
  z.object({
    available: z.literal(false),
    engine: z.enum(['pglite', 'postgres']),
    problem: z.enum(QUERY_STATISTICS_PROBLEMS),
  }),
]);
export type TQueryStatistics = z.infer<typeof ZQueryStatistics>;

export const ZExplainRequest = z.object({
  queryId: z.string().regex(/^-?\d{1,20}$/, { error: 'queryOptimization:validation.queryIdInvalid' }),
});

export const ZExplainResponse = z.object({
  queryId: z.string(),
  /** EXPLAIN's lines, as PostgreSQL writes them. */
  plan: z.array(z.string()),
  isGenericPlan: z.boolean(),
});
export type TExplainResponse = z.infer<typeof ZExplainResponse>;
