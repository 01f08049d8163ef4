// The raw-materials analysis for 200 lots (mixed feedstock types, realistic tonnages, lab values on some lots,
// the reference defaults on the others, a few lots with no usable values):
//  (j) the computation alone, in this process: `analyseMix` of the built shared code (what the server runs)
//      against a bare loop over the same lots computing only Σ tonnes × DM × VS × BMP with the defaults taken
//      from a Map built beforehand: the least arithmetic any analysis must do. Both are measured as calls per
//      second over a fixed time with performance.now(): 0.5 s warm-up each, then three rounds of 2 s each
//      (baseline, ours), the best round of each kept;
//  (i) GET /api/raw-materials/analysis for a user with these 200 lots (RLS transaction, analysis, zod
//      serialisation of every lot) against a bare route that selects the same 200 rows and returns them.
import type { Database } from '../src/server/db/client.js';
import type { FeedstockLot } from '../src/shared/domain/feedstock-analysis.js';
import {
  analyseMix,
  rawMaterials,
  REFERENCE_FEEDSTOCKS,
  toFeedstockLot,
  toFreshTonnes,
  users,
} from './built-server-modules.js';
import { compareLoad, shortLoadDurations } from './http-load.js';
import { createLoadRow, listLoadProblems } from './endpoint-rows.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';
import { createRandom, rawMaterialRow } from './seed-records-rows.js';
import { callsPerSecond, isClose } from './in-process-rate.js';

export const analysisLotCount = 200;
const warmUpMs = 500;
const roundMs = 2000;
const rounds = 3;

/** The same 200 lots on every run (only the ids differ). */
function createAnalysisRows(userId: string) {
  const random = createRandom(200);
  const now = Date.now();
  return Array.from({ length: analysisLotCount }, (_, index) =>
    rawMaterialRow(random, userId, new Date(now - index * 3_600_000)),
  );
}
type AnalysisRow = ReturnType<typeof createAnalysisRows>[number];

/** As the server reads them: quantities in fresh tonnes, DM from the lab's humidity, the reference resolved. */
function toLots(rows: readonly AnalysisRow[]): FeedstockLot[] {
  return rows.map((row) =>
    toFeedstockLot({
      id: row.id,
      name: row.name,
      type: row.type,
      category: row.category,
      quantity: toFreshTonnes(row.quantity, row.unit),
      humidityRate: row.humidityRate,
      volatileSolidsRate: row.volatileSolidsRate,
      methanePotential: row.methanePotential,
      carbonNitrogenRatio: row.carbonNitrogenRatio,
      referenceKey: row.referenceKey,
    }),
  );
}

interface MethaneDefaults {
  dm: number | null;
  vs: number | null;
  bmp: number | null;
}

/** Σ t × DM × VS × BMP over the lots that have the three values (lab first, else the default): nothing else. */
function bareMethane(lots: readonly FeedstockLot[], defaults: ReadonlyMap<string, MethaneDefaults>): number {
  let total = 0;
  for (const lot of lots) {
    const reference = lot.referenceKey ? defaults.get(lot.referenceKey) : undefined;
    const dm = lot.lab?.dryMatterPct ?? reference?.dm ?? null;
    const vs = lot.lab?.volatileSolidsPctOfDm ?? reference?.vs ?? null;
    const bmp = lot.lab?.bmp ?? reference?.bmp ?? null;
    if (dm === null || vs === null || bmp === null) continue;
    total += ((((lot.freshTonnes * dm) / 100) * vs) / 100) * bmp;
  }
  return total;
}

export function measureAnalysisComputeRow(): ResultRow {
  reportProgress(`analysis of ${analysisLotCount} lots, in-process`);
  const lots = toLots(createAnalysisRows('00000000-0000-4000-8000-000000000000'));
  const defaults = new Map<string, MethaneDefaults>(
    REFERENCE_FEEDSTOCKS.map((reference) => [
      reference.key,
      { dm: reference.dryMatterPct, vs: reference.volatileSolidsPctOfDm, bmp: reference.bmp },
    ]),
  );
  const ours = () => analyseMix(lots).totals.methaneLabNm3;
  const baseline = () => bareMethane(lots, defaults);
  if (!isClose(ours(), baseline())) {
    throw new Error(`the bare loop (${baseline()}) and analyseMix (${ours()}) disagree on the methane total`);
  }
  callsPerSecond(baseline, warmUpMs);
  callsPerSecond(ours, warmUpMs);
  let best = { ours: 0, baseline: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const baselineRate = callsPerSecond(baseline, roundMs);
    const oursRate = callsPerSecond(ours, roundMs);
    best = { ours: Math.max(best.ours, oursRate), baseline: Math.max(best.baseline, baselineRate) };
  }
  return {
    measure: `(j) analyseMix of ${analysisLotCount} lots vs bare Σ t×DM×VS×BMP loop, in-process`,
    ours: `${Math.round(best.ours).toLocaleString('en-US')} calls/s`,
    baseline: `${Math.round(best.baseline).toLocaleString('en-US')} calls/s`,
    ratio: (best.ours / best.baseline).toFixed(4),
    p99Ours: '-',
    p99Baseline: '-',
  };
}

export interface AnalysisUser {
  userId: string;
  /** analyseMix's methane total over the stored lots, which the endpoint must answer too. */
  methaneLabNm3: number;
}

/** A third user owning the 200 lots (and nothing else). */
export async function seedAnalysisLots(database: Database): Promise<AnalysisUser> {
  const [owner] = await database.db
    .insert(users)
    .values({ name: 'Bench Analysis', email: 'bench-analysis@example.test' })
    .returning({ id: users.id });
  if (!owner) throw new Error('seeding the analysis user failed');
  const rows = createAnalysisRows(owner.id);
  await database.db.insert(rawMaterials).values(rows);
  return { userId: owner.id, methaneLabNm3: analyseMix(toLots(rows)).totals.methaneLabNm3 };
}

interface AnalysisAnswer {
  lots?: unknown[];
  isTruncated?: boolean;
  totals?: { methaneLabNm3?: number };
}

/** Why the two analysis routes cannot be compared, or null when both answer the 200 lots of the user. */
async function analysisProblem(
  oursUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  user: AnalysisUser,
): Promise<string | null> {
  const ours = await fetch(oursUrl, { headers });
  const oursBody = (await ours.json()) as AnalysisAnswer;
  if (ours.status !== 200) return `ours answered ${ours.status}: ${JSON.stringify(oursBody).slice(0, 200)}`;
  if (oursBody.lots?.length !== analysisLotCount || oursBody.isTruncated !== false) {
    return `ours answered ${oursBody.lots?.length ?? 'no'} lots instead of ${analysisLotCount}`;
  }
  const methane = oursBody.totals?.methaneLabNm3 ?? Number.NaN;
  if (!isClose(methane, user.methaneLabNm3)) {
    return `ours answered a methane total of ${methane}, analyseMix of the seeded lots gives ${user.methaneLabNm3}`;
  }
  const baseline = await fetch(baselineUrl, { headers });
  const baselineBody = (await baseline.json()) as unknown[];
  if (baseline.status !== 200 || baselineBody.length !== analysisLotCount) {
    return `the baseline answered ${baseline.status} with ${baselineBody.length} rows`;
  }
  return null;
}

export async function measureAnalysisEndpointRow(options: {
  engineLabel: string;
  oursUrl: string;
  baselineUrl: string;
  headers: Record<string, string>;
  user: AnalysisUser;
}): Promise<{ rows: ResultRow[]; notes: string[] }> {
  const { engineLabel, headers, user } = options;
  const path = '/api/raw-materials/analysis';
  const measure = `(i) GET ${path}, ${analysisLotCount} lots vs bare select [${engineLabel}]`;
  const oursUrl = `${options.oursUrl}${path}`;
  const baselineUrl = `${options.baselineUrl}${path}`;
  const problem = await analysisProblem(oursUrl, baselineUrl, headers, user);
  if (problem !== null) return { rows: [], notes: [`${measure}: not measured, ${problem}`] };
  reportProgress(`${engineLabel}: GET ${path}`);
  const comparison = await compareLoad(oursUrl, baselineUrl, headers, {}, shortLoadDurations);
  return { rows: [createLoadRow(measure, comparison)], notes: listLoadProblems(measure, comparison) };
}
