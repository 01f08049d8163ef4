// Row group `metrics` (issue 20): the cost of storing the request figures. The same built app twice on one
// PGlite database, recording on (ours) and off (baseline), side by side in the same run:
//  (x) GET /api/health (the probe: not recorded, so only the hook's per-pattern verdict is paid);
//  (y) GET /api/bench/recorded-ping, a bench-only route answering like the probe but recorded (map lookup,
//      counts and histogram per request; the flush every 10 s runs during the run, as in production).
// Goal: ratio ≥ 0.9 on both. autocannon as for (a): 10 connections, best of two 5 s runs each.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './built-server-modules.js';
import type { Database } from '../src/server/db/client.js';
import type { Engine } from './database-engines.js';
import { createLoadRow, listenOnLoopback, listLoadProblems } from './endpoint-rows.js';
import { compareLoad } from './http-load.js';
import { reportProgress } from './report-progress.js';
import { benchConfig } from './bench-app.js';
import type { ResultRow } from './results-table.js';

async function buildRecordingApp(database: Database, isRecording: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    config: benchConfig(),
    database,
    logger: false,
    requestRecording: isRecording,
  });
  app.get('/api/bench/recorded-ping', () => ({ status: 'ok' }));
  await app.ready();
  return app;
}

export async function measureRequestRecordingRows(
  engine: Engine,
): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`${engine.label}: request recording on vs off`);
  const { database, dispose } = await engine.open();
  let recording: FastifyInstance | undefined;
  let silent: FastifyInstance | undefined;
  try {
    await database.migrate();
    recording = await buildRecordingApp(database, true);
    silent = await buildRecordingApp(database, false);
    const oursUrl = await listenOnLoopback(recording);
    const baselineUrl = await listenOnLoopback(silent);
    const health = await compareLoad(`${oursUrl}/api/health`, `${baselineUrl}/api/health`, {});
    const ping = await compareLoad(
      `${oursUrl}/api/bench/recorded-ping`,
      `${baselineUrl}/api/bench/recorded-ping`,
      {},
    );
    const healthMeasure = `(x) GET /api/health, recording on vs off [${engine.label}]`;
    const pingMeasure = `(y) a recorded route, recording on vs off [${engine.label}]`;
    return {
      rows: [createLoadRow(healthMeasure, health), createLoadRow(pingMeasure, ping)],
      notes: [...listLoadProblems(healthMeasure, health), ...listLoadProblems(pingMeasure, ping)],
    };
  } finally {
    await recording?.close();
    await silent?.close();
    await dispose();
  }
}
