import { eq, sql } from 'drizzle-orm';
import { plantSettings, type PlantSettingsRow } from '../../db/schema/plant-settings.js';
import type { DbTransaction } from '../../db/user-context.js';
import { DEFAULT_PLANT_SETTINGS, type PlantSettings } from '../../../shared/domain/plant-settings.js';

export interface StoredPlantSettings extends PlantSettings {
  isSaved: boolean;
}

function toSettings(row: PlantSettingsRow): StoredPlantSettings {
  return {
    landUse: row.landUse,
    fertiliserType: row.fertiliserType,
    heavyRainMm: row.heavyRainMm,
    strongWindKmh: row.strongWindKmh,
    frostC: row.frostC,
    digesterVolumeM3: row.digesterVolumeM3,
    olrMaxKgVsPerM3Day: row.olrMaxKgVsPerM3Day,
    hrtMinDays: row.hrtMinDays,
    mixDryMatterMaxPct: row.mixDryMatterMaxPct,
    carbonNitrogenMin: row.carbonNitrogenMin,
    carbonNitrogenMax: row.carbonNitrogenMax,
    carbonNitrogenMode: row.carbonNitrogenMode,
    activatedCarbonMassKg: row.activatedCarbonMassKg,
    activatedCarbonCapacityGPerKg: row.activatedCarbonCapacityGPerKg,
    activatedCarbonChangedOn: row.activatedCarbonChangedOn,
    h2sMaxPpm: row.h2sMaxPpm,
    methaneMinPct: row.methaneMinPct,
    commissioningDate: row.commissioningDate,
    endUse: row.endUse,
    icpeInputKind: row.icpeInputKind,
    dailyInputTonnes: row.dailyInputTonnes,
    biomethaneCapacityNm3PerHour: row.biomethaneCapacityNm3PerHour,
    chpElectricalPowerKw: row.chpElectricalPowerKw,
    boilerThermalInputKw: row.boilerThermalInputKw,
    digestateStorage: row.digestateStorage,
    upgradingOffGas: row.upgradingOffGas,
    isSaved: true,
  };
}

/**
 * Two saves of the same user at once wait for each other, so each checks the C/N window on what the other wrote
 * (the row cannot be locked before the first save creates it).
 */
export async function lockPlantSettings(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plant-settings:${userId}`}, 0))`);
}

/** The user's settings, or the defaults when none were saved. */
export async function readPlantSettings(tx: DbTransaction, userId: string): Promise<StoredPlantSettings> {
  const [row] = await tx.select().from(plantSettings).where(eq(plantSettings.userId, userId));
  return row ? toSettings(row) : { ...DEFAULT_PLANT_SETTINGS, isSaved: false };
}

/** Writes the settings (after `lockPlantSettings` and the checks on them), in one statement. */
export async function savePlantSettings(
  tx: DbTransaction,
  userId: string,
  settings: PlantSettings,
): Promise<StoredPlantSettings> {
  const [row] = await tx
    .insert(plantSettings)
    .values({ ...settings, userId })
    .onConflictDoUpdate({
      target: plantSettings.userId,
      set: { ...settings, version: sql`${plantSettings.version} + 1`, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('plant settings not written');
  return toSettings(row);
}
