// What the advisory rules are fed (issue 18 point 5), read in the caller's transaction. The forecast is read
// apart (outside any transaction, as the weather page and the dashboard do) and joined by `adviceOf`: a weather
// service that is down leaves the spreading advice out and the rest as it is.
import { findOverdueObligations } from '../regulation/compliance.service.js';
import type { TAdvisory } from '../../../shared/contracts/advisory.js';
import type { TWeather } from '../../../shared/contracts/weather.js';
import type { AdvisoryInput } from '../../../shared/domain/advisory/advisory-rules.js';
import type { CarbonInput } from '../../../shared/domain/advisory/carbon-saturation.js';
import type { StockItemInput } from '../../../shared/domain/advisory/stock-run-out.js';
import { YIELD_GAP_PERIOD_DAYS } from '../../../shared/domain/advisory/yield-gap.js';
import { MAIN_CROP_AVERAGE_YEARS } from '../../../shared/domain/main-crop-years.js';
import type { DbTransaction } from '../../db/user-context.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { readYieldGap } from '../production/production-summary.service.js';
import { readFeedDays } from '../feed-log/feed-log-summary.service.js';
import { OLR_WINDOWS } from '../../../shared/domain/advisory/olr-change.js';
import { addDays } from '../../../shared/domain/calendar.js';
import type { UserClock } from '../profile/user-today.js';
import { readInputTonnagesByYear } from '../feed-log/input-tonnages.js';
import {
  findH2sLoadSince,
  findOpenMaintenanceTasks,
  findProcessReadings,
  findStockItemsWithMovements,
  STOCK_LOOK_BACK_DAYS,
  type StockItemWithMovements,
} from './advisory-inputs.repository.js';
import { findAdviceDismissals } from './advice-dismissals.repository.js';

/** The rules' input without the forecast, what data it rests on, and the user's dismissals. */
export interface GatheredAdvisory {
  input: Omit<AdvisoryInput, 'spreading'>;
  inputs: Omit<TAdvisory['inputs'], 'weatherAvailable'>;
  dismissals: ReadonlyMap<string, Date>;
}

const msPerDay = 86_400_000;

function stockItemInput(item: StockItemWithMovements, clock: UserClock): StockItemInput {
  return {
    id: item.id,
    name: item.name,
    unit: item.unit,
    currentLevel: item.currentLevel,
    consumption: item.movements
      .filter((movement) => movement.delta < 0)
      .map((movement) => ({ date: clock.calendarDate(movement.movedAt), quantity: -movement.delta })),
    trackedSince: clock.calendarDate(item.createdAt),
    lastRestockedOn: item.lastRestockedAt === null ? null : clock.calendarDate(item.lastRestockedAt),
  };
}

async function carbonInput(
  tx: DbTransaction,
  userId: string,
  settings: Awaited<ReturnType<typeof readPlantSettings>>,
  today: string,
): Promise<{ carbon: CarbonInput | undefined; h2sReadings: number }> {
  const { activatedCarbonMassKg: mass, activatedCarbonChangedOn: changedOn } = settings;
  if (mass === null || changedOn === null || changedOn > today) return { carbon: undefined, h2sReadings: 0 };
  const load = await findH2sLoadSince(tx, userId, changedOn, today);
  return {
    carbon: {
      carbonMassKg: mass,
      capacityGramsPerKg: settings.activatedCarbonCapacityGPerKg,
      h2sPpm: load.h2sPpm,
      biogasNm3PerDay: load.biogasNm3PerDay,
      changedOn,
    },
    h2sReadings: load.h2sReadings,
  };
}

/**
 * Reads everything the rules need for the plant's business date `today`, in the caller's transaction: the
 * yield gap is the production log's over the last 30 days (the same figures as the production page's).
 * The OLR rule reads the feed log: kg VS fed per day over its 7 + 28 days, with the digester figures of the plant
 * settings.
 */
export async function gatherAdvisory(
  tx: DbTransaction,
  userId: string,
  clock: UserClock,
  now: Date,
): Promise<GatheredAdvisory> {
  const today = clock.businessDate(now);
  const settings = await readPlantSettings(tx, userId);
  const readings = await findProcessReadings(tx, userId, today);
  const { carbon, h2sReadings } = await carbonInput(tx, userId, settings, today);
  const stock = await findStockItemsWithMovements(
    tx,
    userId,
    new Date(now.getTime() - (STOCK_LOOK_BACK_DAYS + 1) * msPerDay),
  );
  const maintenanceTasks = await findOpenMaintenanceTasks(tx, userId);
  const year = Number(today.slice(0, 4));
  const { tonnages } = await readInputTonnagesByYear(tx, userId, year - (MAIN_CROP_AVERAGE_YEARS - 1), year);
  const yieldGap = await readYieldGap(tx, userId, today, YIELD_GAP_PERIOD_DAYS);
  const feedDays = await readFeedDays(
    tx,
    userId,
    addDays(today, -(OLR_WINDOWS.recentDays + OLR_WINDOWS.baselineDays - 1)),
    today,
    settings.digesterVolumeM3,
  );
  const overdueObligations = await findOverdueObligations(tx, userId, settings, today);
  const dismissals = await findAdviceDismissals(tx, userId);
  return {
    input: {
      today,
      fosTac: { readings: readings.fosTac },
      ph: { readings: readings.ph },
      carbon,
      stockItems: stock.map((item) => stockItemInput(item, clock)),
      maintenanceTasks,
      mainCrop: { tonnages },
      overdueObligations,
      yieldGap: {
        measuredMethaneNm3: yieldGap.measuredMethaneNm3,
        expectedMethaneNm3: yieldGap.expectedMethaneNm3,
        daysCovered: yieldGap.daysCovered,
        yieldFactor: yieldGap.yieldFactor,
      },
      olr: {
        dailyFeed: feedDays.map((day) => ({ date: day.date, volatileSolidsKg: day.volatileSolidsKg })),
        digesterVolumeM3: settings.digesterVolumeM3,
        olrMaxKgVsPerM3Day: settings.olrMaxKgVsPerM3Day,
      },
    },
    inputs: {
      fosTacReadings: readings.fosTac.length,
      phReadings: readings.ph.length,
      h2sReadings,
      activatedCarbon: carbon !== undefined,
      stockItemsWithHistory: stock.length,
      maintenanceTasks: maintenanceTasks.length,
      mainCropTonnes: tonnages
        .filter((entry) => entry.year === year && entry.category === 'main_crop')
        .reduce((sum, entry) => sum + entry.freshTonnes, 0),
      feedDays: feedDays.length,
      digesterVolume: settings.digesterVolumeM3 !== null,
    },
    dismissals: new Map(dismissals.map((row) => [row.adviceId, row.dismissedAt])),
  };
}

/** The spreading rule's input from a forecast; none when the forecast is unavailable. */
export function spreadingInputOf(weather: TWeather | null): AdvisoryInput['spreading'] {
  if (weather === null || weather.forecast.status === 'unavailable') return undefined;
  return { days: weather.spreading.days };
}
