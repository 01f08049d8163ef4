import type { TMassBalance } from '../../../shared/contracts/registers.js';
import { METHANE_HHV_KWH_PER_NM3 } from '../../../shared/domain/feedstock-analysis.js';
import { productionDays } from '../../../shared/domain/production-days.js';
import { calendarYearSpan } from '../../../shared/domain/regulation/admission-register.js';
import { massBalanceYear } from '../../../shared/domain/regulation/mass-balance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { MAX_SUMMARY_ENTRIES } from '../feed-log/feed-log.repository.js';
import { readFeedDays } from '../feed-log/feed-log-summary.service.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { MAX_SUMMARY_READINGS, findReadingsBetween } from '../production/production.repository.js';
import { findUserToday } from '../profile/user-today.js';

/**
 * The mass balance of a calendar year, month by month (shared/domain/regulation/mass-balance.ts): the feed log's
 * days as the feed-log page sums them against the production log's days as the production page sums them. The
 * current year stops at the current month (later months have no data yet, and are not printed as empty).
 */
export async function readMassBalance(
  tx: DbTransaction,
  userId: string,
  askedYear: number | undefined,
): Promise<TMassBalance> {
  const today = await findUserToday(tx, userId);
  const currentYear = Number(today.slice(0, 4));
  const year = askedYear ?? currentYear;
  const { from, to } = calendarYearSpan(year);
  const { digesterVolumeM3 } = await readPlantSettings(tx, userId);
  const feed = await readFeedDays(tx, userId, from, to, digesterVolumeM3);
  const readings = await findReadingsBetween(tx, userId, from, to);
  const lastMonth = year < currentYear ? 12 : year === currentYear ? Number(today.slice(5, 7)) : 0;
  const balance = massBalanceYear(year, feed, productionDays(readings), lastMonth);
  const entryCount = feed.reduce((sum, day) => sum + day.entryCount, 0);
  return {
    ...balance,
    methaneKwhPcsPerNm3: METHANE_HHV_KWH_PER_NM3,
    isTruncated: entryCount >= MAX_SUMMARY_ENTRIES || readings.length >= MAX_SUMMARY_READINGS,
  };
}
