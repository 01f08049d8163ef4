// Row (n) on one engine: how long the server's event loop is held (every other request waits that long) while a
// signed-in user uploads a 1 MB CSV file that the import refuses (one record of a million separators: too many
// columns). Ours is the built app's import route, which reads in slices with a pause between them; the baseline
// is a bare Fastify that receives the same bytes and answers 400 without reading them, the least any server
// pays for such an upload. The block is the longest gap between two turns of a 1 ms timer, upload included;
// the worst of 5 uploads is kept. Goal: ≤ 250 ms (the file held the loop 0.4 to 8 s when read in one go).
import Fastify, { type FastifyInstance } from 'fastify';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import type { Engine } from './database-engines.js';
import { listenOnLoopback, type EndpointRows } from './endpoint-rows.js';
import { reportProgress } from './report-progress.js';

const uploads = 5;
const refusedFile = ';'.repeat(1024 * 1024 - 4096);
const importPath = '/api/stock-items/import';

/** The longest time the loop was held while watched: a timer notes each turn, and the gap up to `stop()`. */
function watchEventLoop(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    timer = setTimeout(tick, 1);
  };
  let timer = setTimeout(tick, 1);
  return {
    stop() {
      clearTimeout(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

async function buildBaselineImport(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(importPath, async (_request, reply) => reply.status(400).send({ error: 'refused' }));
  await app.ready();
  return app;
}

/** The worst block over the uploads, or why the server did not refuse the file as expected. */
async function worstBlock(url: string): Promise<{ ms: number } | { problem: string }> {
  let worst = 0;
  for (let upload = 0; upload < uploads; upload += 1) {
    const watch = watchEventLoop();
    const response = await fetch(`${url}${importPath}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', [benchUserHeader]: 'bench-import-user' },
      body: refusedFile,
    });
    await response.arrayBuffer();
    worst = Math.max(worst, watch.stop());
    if (response.status !== 400) return { problem: `${url} answered ${response.status}, 400 expected` };
  }
  return { ms: worst };
}

export async function measureCsvImportBlockRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(`${engine.label}: event loop during a refused 1 MB CSV import`);
  const { database, dispose } = await engine.open();
  const servers: FastifyInstance[] = [];
  const measure = `(n) longest event-loop block, refused 1 MB CSV import, worst of ${uploads} [${engine.label}]`;
  try {
    await database.migrate();
    const ours = await buildBenchApp(database);
    servers.push(ours);
    const baseline = await buildBaselineImport();
    servers.push(baseline);
    const oursBlock = await worstBlock(await listenOnLoopback(ours));
    const baselineBlock = await worstBlock(await listenOnLoopback(baseline));
    if ('problem' in oursBlock || 'problem' in baselineBlock) {
      const problems = [oursBlock, baselineBlock].flatMap((block) =>
        'problem' in block ? [block.problem] : [],
      );
      return { rows: [], notes: [`${measure}: not measured, ${problems.join('; ')}`] };
    }
    return {
      rows: [
        {
          measure,
          ours: `${Math.round(oursBlock.ms)} ms`,
          baseline: `${Math.round(baselineBlock.ms)} ms`,
          ratio: '-',
          p99Ours: '-',
          p99Baseline: '-',
        },
      ],
      notes: [],
    };
  } finally {
    for (const server of servers) await server.close();
    await dispose();
  }
}
