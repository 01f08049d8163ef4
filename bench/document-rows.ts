// (z) The document search and the indexing of imported documents (issue 22), on one engine, built code (dist/).
// (z1) A question answered from 10,000 passages (100 documents of 100 passages, one user; a second user's 2,000
//      passages left out by row-level security): what POST /api/documents/ask does in its transaction (question
//      words dropped, each word's passages counted, typo neighbours, weighted OR-ed search ranked by coverage then
//      ts_rank_cd, ts_headline on the 5 kept) against the least a full-text search does: one `@@` of the question
//      (plainto_tsquery) ordered by ts_rank_cd, 5 rows, in the same RLS transaction. p50 and p95 of 5 questions in
//      turn (one with a typo, one with no answer), interleaved, after a warm-up. Goal: p95 ≤ 200 ms on PGlite.
// (z2) Indexing throughput, pages per second: a 40-page PDF uploaded as a waiting document and indexed by the
//      background step (pdf.js text, passages, words, one transaction) against pdf.js reading the same PDF's text
//      alone, nothing stored.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../src/server/db/client.js';
import { queryRows } from '../src/server/db/raw-query.js';
import {
  answerFromDocuments,
  createDocumentIndexer,
  extractDocumentText,
  PDF_FONT_FILES,
  users,
  withUserContext,
} from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const documentsPerUser = 100;
const passagesPerDocument = 100;
const warmUpRuns = 5;
const measuredRounds = 20;
const pdfPages = 40;

/** Sentences of plant documents: passages are made of six of them, chosen by the passage's number. */
const sentences = [
  "La vidange de l'huile du moteur de cogénération se fait toutes les 2 000 heures.",
  "Les bougies d'allumage sont remplacées toutes les 4 000 heures de fonctionnement.",
  'Le jeu des soupapes est contrôlé à froid toutes les 6 000 heures.',
  'La température du digesteur est maintenue entre 38 et 42 °C en régime mésophile.',
  'Le rapport FOS/TAC doit rester sous 0,4 ; au-delà, réduire la ration de 10 %.',
  "L'épandage du digestat est interdit du 1er novembre au 15 janvier sur prairie.",
  'La distance minimale aux cours d’eau est de 35 mètres pour l’épandage.',
  'Le seuil d’alarme H2S est fixé à 10 ppm ; évacuer la zone à 100 ppm.',
  'La torchère doit pouvoir brûler la production horaire maximale de biogaz.',
  'La réserve d’eau incendie est de 120 mètres cubes, accessible aux pompiers.',
  'Le charbon actif du filtre est changé quand le H2S en sortie dépasse 5 ppm.',
  'La pompe d’alimentation est graissée chaque semaine et son joint vérifié.',
  'Le broyeur à couteaux est affûté tous les 500 heures de marche.',
  'Le tarif d’achat du biométhane est indexé chaque année au 1er novembre.',
  'La matière sèche du digestat brut est de 6,8 % et l’azote total de 5,2 kg/t.',
  'Le fournisseur livre 3 000 tonnes de CIVE par an au prix de 32 € la tonne.',
  'Les trappes de visite sont contrôlées tous les six mois pour l’étanchéité.',
  'La soupape de sécurité du gazomètre est tarée à 5 mbar.',
  'Les oligo-éléments sont ajoutés chaque semaine selon l’analyse du laboratoire.',
  'Le mousse dans le digesteur se traite en réduisant l’agitation et la ration.',
];

/** The questions answered in turn: four with an answer (one mistyped), one without. */
const questions = [
  'Quand faut-il changer les bougies d’allumage ?',
  'Quelle est la distance minimale aux cours d’eau pour l’épandage ?',
  'À quel seuil de H2S faut-il changer le charbon actif ?',
  'Quelle est la tempréature du digesteur ?',
  'Quel est le prix d’un tracteur neuf ?',
];

async function seedPassages(database: Database, label: string, documentCount: number): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      name: `Bench documents ${label}`,
      email: `bench-documents-${label}-${String(Date.now())}@bench.fr`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no bench user');
  const sentenceArray = sql`array[${sql.join(
    sentences.map((sentence) => sql`${sentence}`),
    sql`, `,
  )}]::text[]`;
  await database.db.execute(sql`
    insert into imported_documents
      (user_id, title, category, file_name, kind, mime_type, size_bytes, content, extraction_state, page_count)
    select ${user.id}, 'Document ' || n, 'manual', 'document-' || n || '.pdf', 'pdf', 'application/pdf', 1000,
           '\\x255044462d'::bytea, 'indexed', ${passagesPerDocument / 4}
    from generate_series(1, ${documentCount}) as n`);
  await database.db.execute(sql`
    insert into document_chunks (user_id, document_id, page, position, content)
    select d.user_id, d.id, 1 + k / 4, k,
      (select string_agg((${sentenceArray})[1 + ((k * 7 + j * 13 + d.rn * 3) % ${sentences.length})], ' ')
       from generate_series(0, 5) as j)
    from (select id, user_id, row_number() over (order by id) as rn from imported_documents where user_id = ${user.id}) as d,
      generate_series(0, ${passagesPerDocument - 1}) as k`);
  await database.db.execute(sql`
    insert into document_words (document_id, user_id, word)
    select distinct c.document_id, c.user_id, w.word
    from document_chunks as c,
      regexp_split_to_table(immutable_unaccent(lower(c.content)), '[^a-z]+') as w(word)
    where c.user_id = ${user.id} and length(w.word) >= 4`);
  await database.db.execute(sql`analyze imported_documents`);
  await database.db.execute(sql`analyze document_chunks`);
  await database.db.execute(sql`analyze document_words`);
  return user.id;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measureSearch(database: Database, engineLabel: string): Promise<ResultRow> {
  const userId = await seedPassages(database, 'main', documentsPerUser);
  await seedPassages(database, 'other', 20);
  const ours = (question: string) =>
    withUserContext(database.db, userId, (tx) => answerFromDocuments(tx, userId, question));
  const baseline = (question: string) =>
    withUserContext(database.db, userId, (tx) =>
      tx.execute(sql`
        select c.document_id, c.page, c.content from document_chunks as c,
          plainto_tsquery('methapilot_fr', ${question}) as q
        where c.user_id = ${userId} and c.search_vector @@ q
        order by ts_rank_cd(c.search_vector, q) desc limit 5`),
    );
  const answered = await ours(questions[0] ?? '');
  if (answered.mode !== 'extractive' || answered.citations.length === 0) throw new Error('no answer found');
  for (let run = 0; run < warmUpRuns; run += 1) {
    for (const question of questions) {
      await ours(question);
      await baseline(question);
    }
  }
  const timings = { ours: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < measuredRounds; round += 1) {
    for (const question of questions) {
      let start = performance.now();
      await ours(question);
      timings.ours.push(performance.now() - start);
      start = performance.now();
      await baseline(question);
      timings.baseline.push(performance.now() - start);
    }
  }
  timings.ours.sort((a, b) => a - b);
  timings.baseline.sort((a, b) => a - b);
  const p50 = { ours: percentile(timings.ours, 0.5), baseline: percentile(timings.baseline, 0.5) };
  const p95 = { ours: percentile(timings.ours, 0.95), baseline: percentile(timings.baseline, 0.95) };
  return {
    measure: `(z1) document search, 10,000 passages, p50 (p95 in the p99 columns) (${engineLabel})`,
    ours: ms(p50.ours),
    baseline: ms(p50.baseline),
    ratio: (p50.ours / p50.baseline).toFixed(2),
    p99Ours: ms(p95.ours),
    p99Baseline: ms(p95.baseline),
  };
}

function benchPdf(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    doc.on('error', reject);
    doc.registerFont('regular', PDF_FONT_FILES.regular);
    doc.font('regular').fontSize(10);
    for (let page = 0; page < pdfPages; page += 1) {
      doc.addPage();
      const text = Array.from(
        { length: 30 },
        (_, line) => sentences[(page * 7 + line) % sentences.length],
      ).join('\n');
      doc.text(text);
    }
    doc.end();
  });
}

async function measureIndexing(database: Database, engineLabel: string): Promise<ResultRow> {
  const pdf = await benchPdf();
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Bench indexing', email: `bench-indexing-${String(Date.now())}@bench.fr` })
    .returning({ id: users.id });
  if (!user) throw new Error('no bench user');
  const indexer = createDocumentIndexer(database, { info: () => undefined, error: () => undefined });
  const indexOnce = async () => {
    await database.db.execute(sql`
      insert into imported_documents (user_id, title, category, file_name, kind, mime_type, size_bytes, content)
      values (${user.id}, 'Manuel', 'manual', 'manuel.pdf', 'pdf', 'application/pdf', ${pdf.byteLength}, ${pdf})`);
    await indexer.runPending();
  };
  const extractOnce = async () => {
    const result = await extractDocumentText(pdf, 'pdf');
    if (!result.ok || result.pages.length !== pdfPages) throw new Error('the bench PDF was not read');
  };
  await indexOnce();
  await extractOnce();
  const rounds = 4;
  let oursMs = 0;
  let baselineMs = 0;
  for (let round = 0; round < rounds; round += 1) {
    let start = performance.now();
    await indexOnce();
    oursMs += performance.now() - start;
    start = performance.now();
    await extractOnce();
    baselineMs += performance.now() - start;
  }
  const [state] = await queryRows<{ indexed: number; total: number }>(
    database.db,
    sql`select count(*) filter (where extraction_state = 'indexed')::int as indexed, count(*)::int as total
        from imported_documents where user_id = ${user.id}`,
  );
  if (!state || state.indexed !== state.total) throw new Error('a bench document was not indexed');
  const pagesPerSecond = (totalMs: number) => (pdfPages * rounds) / (totalMs / 1000);
  const ours = pagesPerSecond(oursMs);
  const baseline = pagesPerSecond(baselineMs);
  return {
    measure: `(z2) document indexing, 40-page PDF, pages/s (${engineLabel})`,
    ours: ours.toFixed(0),
    baseline: baseline.toFixed(0),
    ratio: (ours / baseline).toFixed(2),
    p99Ours: '-',
    p99Baseline: '-',
  };
}

export async function measureDocumentRows(engine: Engine): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`document search and indexing on ${engine.label}`);
  const { database, dispose } = await engine.open();
  try {
    await database.migrate();
    const search = await measureSearch(database, engine.label);
    const indexing = await measureIndexing(database, engine.label);
    return { rows: [search, indexing], notes: [] };
  } finally {
    await dispose();
  }
}
