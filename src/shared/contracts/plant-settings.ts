import { z } from './zod.js';
import {
  CARBON_NITROGEN_MODES,
  PLANT_NUMBER_SETTINGS,
  type TPlantNumberSetting,
} from '../domain/plant-settings.js';
import { isCalendarDate } from '../domain/calendar.js';
import { FERTILISER_TYPES, LAND_USES } from '../domain/spreading-calendar.js';
import {
  DIGESTATE_STORAGES,
  ICPE_INPUT_KINDS,
  PLANT_END_USES,
  UPGRADING_OFF_GAS,
} from '../domain/regulation/plant-profile.js';

/** GET /api/plant-settings: the stored settings, or the defaults when none were saved. */
export const ZPlantSettings = z.object({
  landUse: z.enum(LAND_USES),
  fertiliserType: z.enum(FERTILISER_TYPES),
  heavyRainMm: z.number(),
  strongWindKmh: z.number(),
  frostC: z.number(),
  digesterVolumeM3: z.number().nullable(),
  olrMaxKgVsPerM3Day: z.number(),
  hrtMinDays: z.number(),
  mixDryMatterMaxPct: z.number(),
  carbonNitrogenMin: z.number(),
  carbonNitrogenMax: z.number(),
  carbonNitrogenMode: z.enum(CARBON_NITROGEN_MODES),
  activatedCarbonMassKg: z.number().nullable(),
  activatedCarbonCapacityGPerKg: z.number().nullable(),
  activatedCarbonChangedOn: z.string().nullable(),
  h2sMaxPpm: z.number(),
  methaneMinPct: z.number(),
  commissioningDate: z.string().nullable(),
  endUse: z.enum(PLANT_END_USES),
  icpeInputKind: z.enum(ICPE_INPUT_KINDS),
  dailyInputTonnes: z.number().nullable(),
  biomethaneCapacityNm3PerHour: z.number().nullable(),
  chpElectricalPowerKw: z.number().nullable(),
  boilerThermalInputKw: z.number().nullable(),
  digestateStorage: z.enum(DIGESTATE_STORAGES),
  upgradingOffGas: z.enum(UPGRADING_OFF_GAS),
  /** False until the first save. */
  isSaved: z.boolean(),
});
export type TPlantSettings = z.infer<typeof ZPlantSettings>;

/** A number within its setting's bounds; the message names the field's range (plantSettings:validation.<field>). */
function settingNumber(setting: TPlantNumberSetting) {
  const { min, max } = PLANT_NUMBER_SETTINGS[setting];
  const message = `plantSettings:validation.${setting}`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/**
 * PATCH /api/plant-settings: the fields to change (the others keep their value). The C/N window's floor must stay
 * under its ceiling, checked on the settings as they would be stored.
 */
export const ZUpdatePlantSettingsRequest = z
  .object({
    landUse: z.enum(LAND_USES, { error: 'plantSettings:validation.landUse' }),
    fertiliserType: z.enum(FERTILISER_TYPES, { error: 'plantSettings:validation.fertiliserType' }),
    heavyRainMm: settingNumber('heavyRainMm'),
    strongWindKmh: settingNumber('strongWindKmh'),
    frostC: settingNumber('frostC'),
    digesterVolumeM3: settingNumber('digesterVolumeM3').nullable(),
    olrMaxKgVsPerM3Day: settingNumber('olrMaxKgVsPerM3Day'),
    hrtMinDays: settingNumber('hrtMinDays'),
    mixDryMatterMaxPct: settingNumber('mixDryMatterMaxPct'),
    carbonNitrogenMin: settingNumber('carbonNitrogenMin'),
    carbonNitrogenMax: settingNumber('carbonNitrogenMax'),
    carbonNitrogenMode: z.enum(CARBON_NITROGEN_MODES, {
      error: 'plantSettings:validation.carbonNitrogenMode',
    }),
    activatedCarbonMassKg: settingNumber('activatedCarbonMassKg').nullable(),
    activatedCarbonCapacityGPerKg: settingNumber('activatedCarbonCapacityGPerKg').nullable(),
    activatedCarbonChangedOn: z
      .string({ error: 'plantSettings:validation.activatedCarbonChangedOn' })
      .refine(isCalendarDate, { error: 'plantSettings:validation.activatedCarbonChangedOn' })
      .nullable(),
    h2sMaxPpm: settingNumber('h2sMaxPpm'),
    methaneMinPct: settingNumber('methaneMinPct'),
    commissioningDate: z
      .string({ error: 'plantSettings:validation.commissioningDate' })
      .refine(isCalendarDate, { error: 'plantSettings:validation.commissioningDate' })
      .nullable(),
    endUse: z.enum(PLANT_END_USES, { error: 'plantSettings:validation.endUse' }),
    icpeInputKind: z.enum(ICPE_INPUT_KINDS, { error: 'plantSettings:validation.icpeInputKind' }),
    dailyInputTonnes: settingNumber('dailyInputTonnes').nullable(),
    biomethaneCapacityNm3PerHour: settingNumber('biomethaneCapacityNm3PerHour').nullable(),
    chpElectricalPowerKw: settingNumber('chpElectricalPowerKw').nullable(),
    boilerThermalInputKw: settingNumber('boilerThermalInputKw').nullable(),
    digestateStorage: z.enum(DIGESTATE_STORAGES, { error: 'plantSettings:validation.digestateStorage' }),
    upgradingOffGas: z.enum(UPGRADING_OFF_GAS, { error: 'plantSettings:validation.upgradingOffGas' }),
  })
  .partial()
  .strict();
export type TUpdatePlantSettingsRequest = z.infer<typeof ZUpdatePlantSettingsRequest>;
