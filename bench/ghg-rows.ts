// Row group `ghg`, the RED II GHG savings of a year (issue 19 point 3), in this process:
//  (t) `calculateGhgYear` of the built shared code (what the server runs) over a year of daily feed: 365 days ×
//      4 lots (slurry and maize silage with a measured moisture, a by-product and a cereal without), 1,460 entries
//      given one by one (the server sums them per month, lot type and moisture in SQL first, so this is the
//      upper bound of its work): both bases, the year and its 12 months, every step. Baseline: a bare loop over
//      the same entries computing only the year's default-value savings (tonnes and dry tonnes per pathway,
//      Wₙ, Sₙ, E, (EF − E)/EF) with its constants inlined: the least arithmetic any such calculation must do, so
//      the ratio is the cost of the months, the second basis and the steps kept for the page and the PDF. Calls
//      per second over a fixed time with performance.now(): 0.5 s warm-up each, then three rounds of 2 s each
//      (baseline, ours), the best round of each kept.
import type { GhgMonthFeedInput } from '../src/shared/domain/regulation/ghg/ghg-period.js';
import type { TGhgPathway } from '../src/shared/domain/regulation/ghg/ghg-values.js';
import { calculateGhgYear, SOURCE_GHG_VALUES } from './built-server-modules.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';
import { createRandom } from './seed-records-rows.js';
import { callsPerSecond, isClose } from './in-process-rate.js';

const days = 365;
const warmUpMs = 500;
const roundMs = 2000;
const rounds = 3;

const lots: { pathway: TGhgPathway; humidityRate: number | null; meanTonnes: number }[] = [
  { pathway: 'manure', humidityRate: 93, meanTonnes: 40 },
  { pathway: 'maize', humidityRate: 68, meanTonnes: 12 },
  { pathway: 'biowaste', humidityRate: null, meanTonnes: 5 },
  { pathway: 'maize', humidityRate: null, meanTonnes: 3 },
];

/** The same year of daily entries on every run (a fixed seed), month by month. */
function createYearOfFeed(): GhgMonthFeedInput[] {
  const random = createRandom(19);
  const entries: GhgMonthFeedInput[] = [];
  for (let day = 0; day < days; day += 1) {
    const month = new Date(Date.UTC(2025, 0, 1 + day)).getUTCMonth() + 1;
    for (const lot of lots) {
      entries.push({
        month,
        pathway: lot.pathway,
        humidityRate: lot.humidityRate,
        tonnes: Math.round(lot.meanTonnes * (0.7 + 0.6 * random.next()) * 10) / 10,
      });
    }
  }
  return entries;
}

/** Closed digestate, off-gas combusted, biomethane injection, default values (typical × 1.4 on processing). */
const bareConstants = {
  manure: { yield: 0.5, standardMoisture: 0.9, emission: 0 + (3.2 + 4.5 + 3.3) * 1.4 + 1.0 - 111.9 },
  maize: { yield: 4.16, standardMoisture: 0.65, emission: 17.6 + (4.3 + 4.5 + 3.3) * 1.4 + 0 },
  biowaste: { yield: 3.41, standardMoisture: 0.76, emission: 0 + (5.1 + 4.5 + 3.3) * 1.4 + 0.5 },
} as const;

/** The year's default-value savings and nothing else. */
function bareYearSavings(entries: readonly GhgMonthFeedInput[]): number {
  const tonnes = { manure: 0, maize: 0, biowaste: 0 };
  const dry = { manure: 0, maize: 0, biowaste: 0 };
  let total = 0;
  for (const entry of entries) {
    const moisture =
      entry.humidityRate === null ? bareConstants[entry.pathway].standardMoisture : entry.humidityRate / 100;
    tonnes[entry.pathway] += entry.tonnes;
    dry[entry.pathway] += entry.tonnes * (1 - moisture);
    total += entry.tonnes;
  }
  let weightedYield = 0;
  let weightedEmission = 0;
  for (const pathway of ['manure', 'maize', 'biowaste'] as const) {
    if (tonnes[pathway] === 0) continue;
    const constants = bareConstants[pathway];
    const weight = dry[pathway] / total / (1 - constants.standardMoisture);
    weightedYield += constants.yield * weight;
    weightedEmission += constants.yield * weight * constants.emission;
  }
  const emission = weightedEmission / weightedYield;
  return (94 - emission) / 94;
}

export function measureGhgRows(): ResultRow[] {
  reportProgress(`ghg: a year of daily feed, ${days} days × ${lots.length} lots, in-process`);
  const entries = createYearOfFeed();
  const context = {
    plantCase: { endUse: 'biomethane_injection', digestateStorage: 'closed', upgradingOffGas: 'combusted' },
    commissioningDate: '2022-03-01',
    values: SOURCE_GHG_VALUES,
    declaredBasis: 'default',
  } as const;
  const ours = () => calculateGhgYear(entries, context).year.default?.savings ?? Number.NaN;
  const baseline = () => bareYearSavings(entries);
  if (!isClose(ours(), baseline())) {
    throw new Error(`the bare loop (${baseline()}) and calculateGhgYear (${ours()}) disagree on the savings`);
  }
  callsPerSecond(baseline, warmUpMs);
  callsPerSecond(ours, warmUpMs);
  let best = { ours: 0, baseline: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const baselineRate = callsPerSecond(baseline, roundMs);
    const oursRate = callsPerSecond(ours, roundMs);
    best = { ours: Math.max(best.ours, oursRate), baseline: Math.max(best.baseline, baselineRate) };
  }
  return [
    {
      measure: `(t) GHG calculation over a year of daily lots (calculateGhgYear, ${days} days × ${lots.length} lots, 2 bases, 12 months + year, every step) vs bare year-savings loop, in-process`,
      ours: `${Math.round(best.ours).toLocaleString('en-US')} calls/s`,
      baseline: `${Math.round(best.baseline).toLocaleString('en-US')} calls/s`,
      ratio: (best.ours / best.baseline).toFixed(4),
      p99Ours: '-',
      p99Baseline: '-',
    },
  ];
}
