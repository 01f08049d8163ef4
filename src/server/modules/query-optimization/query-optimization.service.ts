import type { TExplainResponse, TQueryStatistics } from '../../../shared/contracts/query-optimization.js';
import {
  explainStatement,
  hasQueryParameters,
  isExplainableSelect,
} from '../../../shared/domain/explainable-statement.js';
import type { Database } from '../../db/client.js';
import { explainReadOnly } from '../../db/read-only-explain.js';
import { HttpError } from '../../lib/http-error.js';
import {
  hasGenericPlan,
  prepareQueryStatistics,
  readSlowestStatements,
  resetStatistics,
} from './query-statistics.repository.js';

const unavailable = () =>
  new HttpError(409, 'query_statistics_unavailable', 'queryOptimization:errors.unavailable');

/** The slowest statements, or why there are none to read (never a 500 for a server without the extension). */
export async function readQueryStatistics({ db, engine }: Database): Promise<TQueryStatistics> {
  const state = await prepareQueryStatistics(db);
  if (state !== 'ready') return { available: false, engine, problem: state };
  const rows = await readSlowestStatements(db);
  return {
    available: true,
    engine,
    hasGenericPlan: await hasGenericPlan(db, engine),
    statements: rows.map((row) => ({
      queryId: row.queryId,
      query: row.query,
      calls: Number(row.calls),
      totalMs: Number(row.totalMs),
      meanMs: Number(row.meanMs),
      maxMs: Number(row.maxMs),
      rows: Number(row.rows),
      isExplainable: isExplainableSelect(row.query),
      hasParameters: hasQueryParameters(row.query),
    })),
  };
}

export async function resetQueryStatistics({ db }: Database): Promise<void> {
  if ((await prepareQueryStatistics(db)) !== 'ready') throw unavailable();
  await resetStatistics(db);
}

/**
 * The plan of one listed statement, by its query id: only a statement of the list, only a SELECT, planned and
 * never run (no ANALYZE), a generic plan when placeholders remain and the server has it, else a clear refusal.
 */
export async function explainListedStatement(database: Database, queryId: string): Promise<TExplainResponse> {
  const { db, engine } = database;
  if ((await prepareQueryStatistics(db)) !== 'ready') throw unavailable();
  const statement = (await readSlowestStatements(db)).find((row) => row.queryId === queryId);
  if (!statement) {
    throw new HttpError(404, 'statement_not_listed', 'queryOptimization:errors.notListed');
  }
  if (!isExplainableSelect(statement.query)) {
    throw new HttpError(422, 'statement_not_select', 'queryOptimization:errors.notSelect');
  }
  const isGeneric = hasQueryParameters(statement.query);
  if (isGeneric && !(await hasGenericPlan(db, engine))) {
    throw new HttpError(422, 'generic_plan_unsupported', 'queryOptimization:errors.genericPlanUnsupported');
  }
  try {
    const plan = await explainReadOnly(db, explainStatement(statement.query, isGeneric));
    return { queryId, plan, isGenericPlan: isGeneric };
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
    throw new HttpError(422, 'explain_failed', 'queryOptimization:errors.explainFailed', { reason });
  }
}
