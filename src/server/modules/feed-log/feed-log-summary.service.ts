import type { TFeedLots, TFeedPeriod, TFeedSummary, TFeedToday } from '../../../shared/contracts/feed-log.js';
import type { TCalendarDate } from '../../../shared/domain/calendar.js';
import {
  feedDays,
  feedPeriodStart,
  feedTotals,
  remainingTonnesOf,
  type FeedDay,
  type FeedEntryFigures,
} from '../../../shared/domain/feed-log.js';
import type { DbTransaction } from '../../db/user-context.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { findUserToday } from '../profile/user-today.js';
import { toFreshTonnes } from '../raw-materials/fresh-tonnes.js';
import { resolvedLotValues } from '../raw-materials/raw-materials-analysis.service.js';
import { findFeedEntriesBetween, findLotsByName, sumFedTonnesByLot } from './feed-log.repository.js';

/** The days fed from `from` to `to`, each with its kg VS, expected methane and OLR (when the volume is set). */
export async function readFeedDays(
  tx: DbTransaction,
  userId: string,
  from: TCalendarDate,
  to: TCalendarDate,
  digesterVolumeM3: number | null,
): Promise<FeedDay[]> {
  const rows = await findFeedEntriesBetween(tx, userId, from, to);
  // Each lot resolved once (lab first, then the analysis page's defaults).
  const valuesByLot = new Map<string, FeedEntryFigures['lot']>();
  const entries = rows.map((row): FeedEntryFigures => {
    let lot = valuesByLot.get(row.lot.id);
    if (!lot) {
      lot = resolvedLotValues(row.lot);
      valuesByLot.set(row.lot.id, lot);
    }
    return { fedOn: row.fedOn, tonnes: row.tonnes, lot };
  });
  return feedDays(entries, from, to, digesterVolumeM3);
}

/** GET /api/feed-logs/summary: the period's days and totals, ending on the plant's today. */
export async function feedSummary(
  tx: DbTransaction,
  userId: string,
  days: TFeedPeriod,
): Promise<TFeedSummary> {
  const today = await findUserToday(tx, userId);
  const from = feedPeriodStart(today, days);
  const { digesterVolumeM3 } = await readPlantSettings(tx, userId);
  const fedDays = await readFeedDays(tx, userId, from, today, digesterVolumeM3);
  return {
    period: { days, from, to: today },
    digesterVolumeM3,
    days: fedDays,
    totals: feedTotals(fedDays),
  };
}

/** The dashboard card: what was fed on `today` (the plant's calendar date). */
export async function feedToday(
  tx: DbTransaction,
  userId: string,
  today: TCalendarDate,
): Promise<TFeedToday> {
  const { digesterVolumeM3 } = await readPlantSettings(tx, userId);
  const [day] = await readFeedDays(tx, userId, today, today, digesterVolumeM3);
  return {
    date: today,
    entryCount: day?.entryCount ?? 0,
    tonnes: day?.tonnes ?? 0,
    volatileSolidsKg: day?.volatileSolidsKg ?? 0,
    olrKgVsPerM3Day: day?.olrKgVsPerM3Day ?? null,
  };
}

/** GET /api/feed-logs/lots: the lots the quick entry offers, those with something left, by name. */
export async function feedableLots(tx: DbTransaction, userId: string): Promise<TFeedLots> {
  const lots = await findLotsByName(tx, userId);
  const fed = await sumFedTonnesByLot(tx, userId);
  const items = lots.map((lot) => {
    const deliveredTonnes = toFreshTonnes(lot.quantity, lot.unit);
    return {
      id: lot.id,
      name: lot.name,
      category: lot.category,
      deliveredTonnes,
      remainingTonnes: remainingTonnesOf(deliveredTonnes, fed.get(lot.id) ?? 0),
    };
  });
  return { items: items.filter((lot) => lot.remainingTonnes > 0) };
}
