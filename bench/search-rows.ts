// Row group (k) on one engine, the global search at 100,000 rows per source:
//  GET /api/search?q=… (search_source: SECURITY DEFINER, trigram indexes on immutable_unaccent(lower(col)),
//  5 per source, 20 overall) against a naive search on the same app and data: the same seven reads written as
//  plain `col ILIKE '%q%'` on the raw columns, without unaccent (no index can serve them), in the same RLS user
//  transaction (request.withUserDb), 5 per source, the same trim to 20.
// Three queries: a rare word (4 rows per source), a common word (1 row in 15) and an accented query typed
// without its accent ("echangeur" for "Échangeur": ours finds it, the naive ILIKE cannot, and still reads
// every row).
// Measured as latency, one request at a time (p50 and p99 of sequential requests, after 2 warm-up requests):
// the naive search takes seconds on PGlite, and 10 concurrent connections would only queue behind it. Each side
// runs up to 200 requests or 4 s (ours), 20 requests or 8 s (naive), at least 3; with few samples p99 is the
// slowest one.
// Seeding: one user with 100,000 rows in each of the seven tables, a second user with 2,000 rows in each
// (RLS and the user_id filter leave them out), written with generate_series in the database (no 700,000
// inserts from JavaScript), then ANALYZE.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import { users } from './built-server-modules.js';
import type { Database } from '../src/server/db/client.js';
import type { Engine } from './database-engines.js';
import { listenOnLoopback, type EndpointRows } from './endpoint-rows.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

export const searchRowsPerUser = 100_000;
const otherUserRows = 2_000;
const naivePath = '/api/bench/search-naive';

/** Words of a plant, accents included: names are built from them and the row number. */
const equipmentWords = [
  'Pompe de recirculation',
  'Agitateur immergé',
  'Échangeur thermique',
  "Trémie d'incorporation",
  'Digesteur',
  'Post-digesteur',
  'Torchère',
  'Cogénérateur',
  'Compresseur biogaz',
  'Vanne guillotine',
  'Séparateur de phase',
  'Filtre à charbon',
  'Surpresseur',
  'Broyeur à couteaux',
  'Désulfuriseur',
];
const qualifierWords = ['principal', 'secondaire', 'nord', 'sud', 'de secours', 'haute pression', 'neuf'];
const feedstockWords = [
  'Ensilage de maïs',
  'Fumier bovin',
  'Lisier porcin',
  'Pulpe de betterave',
  'Seigle vert',
  'Paille de blé',
  'Tontes de gazon',
  'Marc de raisin',
];
const supplierWords = ['GAEC des Prés', "Coopérative Terres de l'Ouest", 'EARL Le Bihan', 'Sucrerie du Nord'];
const firstNames = ['Julie', 'Thomas', 'Léa', 'Hugo', 'Chloé', 'Maël', 'Inès', 'Yann', 'Gaëlle'];
const lastNames = ['Martin', 'Le Gall', 'Bernard', 'Dubois', 'Kerjean', 'Moreau', 'Lefèvre'];

/** The queries measured: what each shows. */
const searchQueries = [
  { q: 'zircon', label: 'rare word' },
  { q: 'pompe', label: 'common word' },
  { q: 'echangeur', label: 'accented, typed without accent' },
] as const;

/** The naive search: each source's title, kind and detail columns, its text columns and its freshness. */
const naiveSources = [
  {
    source: 'stock',
    table: 'stock_items',
    columns: ['name', 'category', 'unit'],
    text: ['name', 'category'],
    fresh: 'last_updated',
  },
  {
    source: 'maintenance',
    table: 'maintenance_tasks',
    columns: ['equipment_name', 'task_type', 'notes'],
    text: ['equipment_name', 'task_type', 'notes'],
    fresh: 'updated_at',
  },
  {
    source: 'raw-materials',
    table: 'raw_materials',
    columns: ['name', 'type', 'supplier'],
    text: ['name', 'type', 'category', 'supplier'],
    fresh: 'updated_at',
  },
  {
    source: 'budget',
    table: 'invoices',
    columns: ['name', 'type', 'category'],
    text: ['name', 'category', 'type'],
    fresh: 'updated_at',
  },
  {
    source: 'agenda',
    table: 'agenda_tasks',
    columns: ['title', 'category', 'description'],
    text: ['title', 'description', 'category'],
    fresh: 'updated_at',
  },
  {
    source: 'team',
    table: 'team_users',
    columns: ['name', 'role', 'email'],
    text: ['name', 'email', 'role'],
    fresh: 'updated_at',
  },
  {
    source: 'library',
    table: 'generated_documents',
    columns: ['name', 'category', 'description'],
    text: ['name', 'description', 'category'],
    fresh: 'updated_at',
  },
] as const;

/** A SQL text literal (the words above are ours; quotes doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (words: readonly string[]) => `array[${words.map(literal).join(', ')}]`;
/** The n-th word of a list for row g, spread with a stride so neighbouring rows differ. */
const wordOf = (words: readonly string[], stride: number) =>
  `(${textArray(words)})[1 + (g * ${String(stride)}) % ${String(words.length)}]`;
/** 4 rows per 100,000 carry the rare word. */
const rarePrefix = `case when g % 25000 = 0 then 'Zircon ' else '' end`;

function seedStatements(userId: string, count: number): string[] {
  const series = `generate_series(1, ${String(count)}) g`;
  const user = `${literal(userId)}::uuid`;
  const equipmentName = `${rarePrefix} || ${wordOf(equipmentWords, 7)} || ' ' || ${wordOf(qualifierWords, 3)} || ' ' || g`;
  return [
    `insert into stock_items (user_id, name, category, unit, current_level, max_level, threshold)
      select ${user}, ${equipmentName}, ${wordOf(['spare_parts', 'consumables', 'chemical', 'maintenance', 'other'], 1)},
        ${wordOf(['unités', 'kg', 'L'], 1)}, g % 90, 100, 20 from ${series}`,
    `insert into maintenance_tasks (user_id, equipment_name, task_type, frequency, next_due_date, notes)
      select ${user}, ${equipmentName}, ${wordOf(['Vidange', 'Graissage', 'Contrôle', 'Remplacement', 'Nettoyage'], 1)},
        'monthly', current_date + (g % 60), case when g % 3 = 0 then 'Intervention n° ' || g end from ${series}`,
    `insert into raw_materials (user_id, name, type, category, supplier)
      select ${user}, ${rarePrefix} || ${wordOf(feedstockWords, 5)} || ' lot ' || g,
        ${wordOf(['silage', 'manure', 'slurry', 'by-product', 'cereal'], 1)},
        ${wordOf(['main_crop', 'effluent', 'by_product', 'cive'], 1)}, ${wordOf(supplierWords, 1)} from ${series}`,
    `insert into invoices (user_id, name, amount, category, type, invoice_date)
      select ${user}, 'Facture ' || ${equipmentName}, 10 + g % 5000,
        ${wordOf(['inputs', 'consumables', 'salaries', 'electricity', 'maintenance', 'others'], 1)},
        ${wordOf(['expense', 'expense', 'income'], 1)}, current_date - (g % 700) from ${series}`,
    `insert into agenda_tasks (user_id, title, description, category)
      select ${user}, 'Vérifier ' || ${equipmentName}, 'Contrôle visuel et relevé n° ' || g,
        ${wordOf(['maintenance', 'optimisation', 'regulation', 'other'], 1)} from ${series}`,
    `insert into team_users (user_id, name, role, email)
      select ${user}, ${rarePrefix} || ${wordOf(firstNames, 1)} || ' ' || ${wordOf(lastNames, 5)} || ' ' || g,
        ${wordOf(['operator', 'technician', 'manager', 'engineer'], 1)}, 'membre' || g || '@gaec-ouest.fr'
      from ${series}`,
    `insert into generated_documents (user_id, name, category, description)
      select ${user}, 'Rapport ' || ${equipmentName}, ${wordOf(['Rapport', 'Devis', 'Contrat', 'Analyse'], 1)},
        'Document généré le ' || (current_date - (g % 700)) from ${series}`,
  ];
}

async function seedSearchRows(database: Database): Promise<{ measured: string; other: string }> {
  const [measured, other] = await database.db
    .insert(users)
    .values([
      { name: 'Bench search', email: 'bench-search@methapilot.test' },
      { name: 'Bench search other', email: 'bench-search-other@methapilot.test' },
    ])
    .returning({ id: users.id });
  if (!measured || !other) throw new Error('no bench search users');
  for (const statement of [
    ...seedStatements(measured.id, searchRowsPerUser),
    ...seedStatements(other.id, otherUserRows),
  ]) {
    await database.db.execute(sql.raw(statement));
  }
  for (const { table } of naiveSources) await database.db.execute(sql.raw(`analyze ${table}`));
  return { measured: measured.id, other: other.id };
}

interface SearchAnswer {
  groups?: { source: string; items: { id: string }[] }[];
  failedSources?: string[];
}

/** The naive route: the seven reads as plain ILIKE on the raw columns, in the user's RLS transaction. */
function registerNaiveSearch(app: FastifyInstance): void {
  app.get(naivePath, async (request) => {
    const raw = (request.query as { q?: unknown }).q;
    const q = typeof raw === 'string' ? raw.trim() : '';
    const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return request.withUserDb(async (tx, userId) => {
      const groups: { source: string; items: Record<string, unknown>[] }[] = [];
      for (const { source, table, columns, text, fresh } of naiveSources) {
        const where = sql.join(
          text.map((column) => sql`${sql.raw(`x.${column}`)}::text ilike ${pattern}`),
          sql` or `,
        );
        const [title, kind, detail] = columns.map((column) => sql.raw(`x.${column}`));
        const result = (await tx.execute(
          sql`select x.id, ${title} as title, ${kind}::text as kind, ${detail}::text as detail
              from ${sql.raw(table)} x where x.user_id = ${userId} and (${where})
              order by ${sql.raw(`x.${fresh}`)} desc, x.id limit 5`,
        )) as { rows: Record<string, unknown>[] };
        if (result.rows.length > 0) groups.push({ source, items: result.rows });
      }
      // The same cut to 20 as ours: round-robin across the sources.
      const kept = groups.map(() => 0);
      for (let round = 0, total = 0; round < 5 && total < 20; round += 1) {
        for (const [index, group] of groups.entries()) {
          if (total < 20 && round < group.items.length) {
            kept[index] = round + 1;
            total += 1;
          }
        }
      }
      return {
        query: q,
        groups: groups.map((group, index) => ({ ...group, items: group.items.slice(0, kept[index]) })),
        failedSources: [],
      };
    });
  });
}

interface Latency {
  p50Ms: number;
  p99Ms: number;
  samples: number;
  failures: number;
}

/** Sequential requests (after 2 warm-up ones) until either limit; p50 and p99 of their times. */
async function measureLatency(
  url: string,
  headers: Record<string, string>,
  limits: { maxRequests: number; maxMs: number },
): Promise<Latency> {
  for (let warmUp = 0; warmUp < 2; warmUp += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  let failures = 0;
  const start = performance.now();
  while (
    times.length < 3 ||
    (times.length < limits.maxRequests && performance.now() - start < limits.maxMs)
  ) {
    const before = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - before);
    if (response.status !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  return { p50Ms: percentile(50), p99Ms: percentile(99), samples: times.length, failures };
}

const milliseconds = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ms`;

/** One row: p50 of each side in the ours/baseline columns, their ratio (lower is faster), p99 of each. */
function createLatencyRow(measure: string, ours: Latency, naive: Latency): ResultRow {
  return {
    measure,
    ours: `p50 ${milliseconds(ours.p50Ms)}`,
    baseline: `p50 ${milliseconds(naive.p50Ms)}`,
    ratio: (ours.p50Ms / naive.p50Ms).toFixed(3),
    p99Ours: `${milliseconds(ours.p99Ms)} (${String(ours.samples)})`,
    p99Baseline: `${milliseconds(naive.p99Ms)} (${String(naive.samples)})`,
  };
}

async function readSearch(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let body: SearchAnswer = {};
  try {
    body = JSON.parse(text) as SearchAnswer;
  } catch {
    // reported by the status below
  }
  const count = (body.groups ?? []).reduce((sum, group) => sum + group.items.length, 0);
  return { status: response.status, text, body, count };
}

export async function measureSearchRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(
    `${engine.label}: global search, seeding ${searchRowsPerUser.toLocaleString('en-US')} rows in each of 7 sources`,
  );
  const { database, dispose } = await engine.open();
  let app: FastifyInstance | undefined;
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  try {
    await database.migrate();
    const seedStart = performance.now();
    const owners = await seedSearchRows(database);
    reportProgress(`${engine.label}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    app = await buildBenchApp(database);
    registerNaiveSearch(app);
    const url = await listenOnLoopback(app);
    const headers = { [benchUserHeader]: owners.measured };

    for (const { q, label } of searchQueries) {
      const measure = `(k) GET /api/search?q=${q} (${label}), 7 × ${searchRowsPerUser.toLocaleString('en-US')} rows, p50 latency vs naive ILIKE [${engine.label}]`;
      const oursUrl = `${url}/api/search?q=${encodeURIComponent(q)}`;
      const naiveUrl = `${url}${naivePath}?q=${encodeURIComponent(q)}`;
      const ours = await readSearch(oursUrl, headers);
      const naive = await readSearch(naiveUrl, headers);
      if (
        ours.status !== 200 ||
        naive.status !== 200 ||
        ours.count === 0 ||
        ours.body.failedSources?.length
      ) {
        notes.push(
          `${measure}: not measured, ours ${String(ours.status)} (${String(ours.count)} results), naive ${String(naive.status)}: ${ours.text.slice(0, 200)} ${naive.text.slice(0, 200)}`,
        );
        continue;
      }
      if (ours.count !== naive.count) {
        notes.push(
          `${measure}: ours found ${String(ours.count)} results, the naive ILIKE ${String(naive.count)} (it does not ignore accents)`,
        );
      }
      reportProgress(`${engine.label}: GET /api/search?q=${q}`);
      const oursLatency = await measureLatency(oursUrl, headers, { maxRequests: 200, maxMs: 4_000 });
      const naiveLatency = await measureLatency(naiveUrl, headers, { maxRequests: 20, maxMs: 8_000 });
      rows.push(createLatencyRow(measure, oursLatency, naiveLatency));
      for (const [who, latency] of [
        ['ours', oursLatency],
        ['naive', naiveLatency],
      ] as const) {
        if (latency.failures > 0)
          notes.push(`${measure}, ${who}: ${String(latency.failures)} non-200 answers`);
      }
    }
    return { rows, notes };
  } finally {
    await app?.close();
    await dispose();
  }
}
