import type { TGhgOverrides, TGhgReport, TUpdateGhgOverridesRequest } from '../../../shared/contracts/ghg.js';
import type { TFunction } from '../../../shared/i18n/translate.js';
import type { GhgMonthFeedInput } from '../../../shared/domain/regulation/ghg/ghg-period.js';
import { calculateGhgYear } from '../../../shared/domain/regulation/ghg/ghg-period.js';
import {
  applyGhgOverridesPatch,
  checkGhgOverridesPatch,
} from '../../../shared/domain/regulation/ghg/ghg-overrides.js';
import { ghgPathwayOf } from '../../../shared/domain/regulation/ghg/ghg-pathways.js';
import { resolveGhgValues } from '../../../shared/domain/regulation/ghg/ghg-values.js';
import type { DbTransaction } from '../../db/user-context.js';
import { fieldsRefused } from '../../lib/http-error.js';
import { lockPlantSettings, readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { findUserToday } from '../profile/user-today.js';
import {
  readGhgOverridesColumn,
  saveGhgOverridesColumn,
  sumFedTonnesByMonthAndKind,
} from './ghg.repository.js';
import { parseGhgSettings, storedGhgSettings, toGhgOverridesAnswer } from './ghg-settings.js';

/** GET /api/regulation/ghg: the year's and each month's savings from the feed log, under the plant's profile. */
export async function ghgReport(
  tx: DbTransaction,
  userId: string,
  year: number | undefined,
): Promise<TGhgReport> {
  const reportYear = year ?? Number((await findUserToday(tx, userId)).slice(0, 4));
  const profile = await readPlantSettings(tx, userId);
  const settings = parseGhgSettings(await readGhgOverridesColumn(tx, userId));
  const groups = await sumFedTonnesByMonthAndKind(tx, userId, reportYear);
  const inputs = groups.map((group): GhgMonthFeedInput => ({
    month: group.month,
    pathway: ghgPathwayOf(group.type),
    tonnes: group.tonnes,
    humidityRate: group.humidityRate,
  }));
  const { year: total, months } = calculateGhgYear(inputs, {
    plantCase: {
      endUse: profile.endUse,
      digestateStorage: profile.digestateStorage,
      upgradingOffGas: profile.upgradingOffGas,
    },
    commissioningDate: profile.commissioningDate,
    values: resolveGhgValues(settings.overrides),
    declaredBasis: settings.declaredBasis,
  });
  const entryCounts = new Map<number, number>();
  for (const group of groups) {
    entryCounts.set(group.month, (entryCounts.get(group.month) ?? 0) + group.entryCount);
  }
  return {
    year: reportYear,
    profile: {
      commissioningDate: profile.commissioningDate,
      endUse: profile.endUse,
      digestateStorage: profile.digestateStorage,
      upgradingOffGas: profile.upgradingOffGas,
      isSaved: profile.isSaved,
    },
    total,
    months: months.map(({ month, result }) => ({ month, entryCount: entryCounts.get(month) ?? 0, result })),
    overrides: toGhgOverridesAnswer(settings),
  };
}

export async function readGhgOverrides(tx: DbTransaction, userId: string): Promise<TGhgOverrides> {
  return toGhgOverridesAnswer(parseGhgSettings(await readGhgOverridesColumn(tx, userId)));
}

/**
 * PATCH /api/regulation/ghg/overrides: every value checked (known key, physical range) before anything is
 * written; one wrong value refuses the whole change, each wrong one named in the reader's language.
 */
export async function updateGhgOverrides(
  tx: DbTransaction,
  userId: string,
  change: TUpdateGhgOverridesRequest,
  t: TFunction,
): Promise<TGhgOverrides> {
  const problems = checkGhgOverridesPatch(change.values ?? {});
  if (Object.keys(problems).length > 0) {
    throw fieldsRefused(
      Object.fromEntries(Object.entries(problems).map(([key, message]) => [`values.${key}`, message])),
      t,
    );
  }
  await lockPlantSettings(tx, userId);
  const current = parseGhgSettings(await readGhgOverridesColumn(tx, userId));
  const next = {
    overrides: applyGhgOverridesPatch(current.overrides, change.values ?? {}),
    declaredBasis: change.declaredBasis ?? current.declaredBasis,
  };
  await saveGhgOverridesColumn(tx, userId, storedGhgSettings(next));
  return toGhgOverridesAnswer(next);
}
