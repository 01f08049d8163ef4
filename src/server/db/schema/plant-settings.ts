// The plant's own settings (issue 18): where its digestate goes and the weather thresholds of the spreading
// windows, and the digester figures of the ration optimiser. One row per user, created on the first save; until
// then the defaults of shared/domain/plant-settings.ts apply. Bounds: the same file.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { check, date, doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  CARBON_NITROGEN_MODES,
  DEFAULT_PLANT_SETTINGS,
  PLANT_NUMBER_SETTINGS,
  type TPlantNumberSetting,
} from '../../../shared/domain/plant-settings.js';
import { FERTILISER_TYPES, LAND_USES } from '../../../shared/domain/spreading-calendar.js';
import {
  DIGESTATE_STORAGES,
  ICPE_INPUT_KINDS,
  PLANT_END_USES,
  UPGRADING_OFF_GAS,
} from '../../../shared/domain/regulation/plant-profile.js';
import { users } from './auth.js';
import { isBetween, isOneOf, rowVersion, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

const d = DEFAULT_PLANT_SETTINGS;

function within(column: SQLWrapper, setting: TPlantNumberSetting): SQL {
  return isBetween(column, PLANT_NUMBER_SETTINGS[setting]);
}

/** A profile figure the operator may leave empty: none, or within its bounds. */
function optionalWithin(column: SQLWrapper & { name: string }, setting: TPlantNumberSetting) {
  return check(`plant_settings_${column.name}_check`, sql`${column} is null or ${within(column, setting)}`);
}

export const plantSettings = pgTable(
  'plant_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    landUse: text('land_use', { enum: LAND_USES }).notNull().default(d.landUse),
    fertiliserType: text('fertiliser_type', { enum: FERTILISER_TYPES }).notNull().default(d.fertiliserType),
    heavyRainMm: doublePrecision('heavy_rain_mm').notNull().default(d.heavyRainMm),
    strongWindKmh: doublePrecision('strong_wind_kmh').notNull().default(d.strongWindKmh),
    frostC: doublePrecision('frost_c').notNull().default(d.frostC),
    digesterVolumeM3: doublePrecision('digester_volume_m3'),
    olrMaxKgVsPerM3Day: doublePrecision('olr_max_kg_vs_per_m3_day').notNull().default(d.olrMaxKgVsPerM3Day),
    hrtMinDays: doublePrecision('hrt_min_days').notNull().default(d.hrtMinDays),
    mixDryMatterMaxPct: doublePrecision('mix_dry_matter_max_pct').notNull().default(d.mixDryMatterMaxPct),
    carbonNitrogenMin: doublePrecision('carbon_nitrogen_min').notNull().default(d.carbonNitrogenMin),
    carbonNitrogenMax: doublePrecision('carbon_nitrogen_max').notNull().default(d.carbonNitrogenMax),
    carbonNitrogenMode: text('carbon_nitrogen_mode', { enum: CARBON_NITROGEN_MODES })
      .notNull()
      .default(d.carbonNitrogenMode),
    activatedCarbonMassKg: doublePrecision('activated_carbon_mass_kg'),
    activatedCarbonCapacityGPerKg: doublePrecision('activated_carbon_capacity_g_per_kg'),
    activatedCarbonChangedOn: date('activated_carbon_changed_on'),
    h2sMaxPpm: doublePrecision('h2s_max_ppm').notNull().default(d.h2sMaxPpm),
    methaneMinPct: doublePrecision('methane_min_pct').notNull().default(d.methaneMinPct),
    // The regulatory profile (issue 19): shared/domain/regulation/plant-profile.ts.
    commissioningDate: date('commissioning_date'),
    endUse: text('end_use', { enum: PLANT_END_USES }).notNull().default(d.endUse),
    icpeInputKind: text('icpe_input_kind', { enum: ICPE_INPUT_KINDS }).notNull().default(d.icpeInputKind),
    dailyInputTonnes: doublePrecision('daily_input_tonnes'),
    biomethaneCapacityNm3PerHour: doublePrecision('biomethane_capacity_nm3_per_hour'),
    chpElectricalPowerKw: doublePrecision('chp_electrical_power_kw'),
    boilerThermalInputKw: doublePrecision('boiler_thermal_input_kw'),
    digestateStorage: text('digestate_storage', { enum: DIGESTATE_STORAGES })
      .notNull()
      .default(d.digestateStorage),
    upgradingOffGas: text('upgrading_off_gas', { enum: UPGRADING_OFF_GAS })
      .notNull()
      .default(d.upgradingOffGas),
    // The operator's GHG settings (issue 19 point 3, shared/domain/regulation/ghg): the Annex VI values they
    // changed ({ values: { key: number }, declaredBasis }). A column of this one-row-per-user table rather than a
    // table of its own: the values are read all at once with the profile the calculation needs, a change is a few
    // keys, and the row already carries the owner's RLS policy, its cascade and its version. Keys and ranges are
    // checked by the service (ghg-overrides.ts) and again on read, so a rule tightened later never breaks a page.
    ghgOverrides: jsonb('ghg_overrides')
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('plant_settings_land_use_check', isOneOf(t.landUse, LAND_USES)),
    check('plant_settings_fertiliser_type_check', isOneOf(t.fertiliserType, FERTILISER_TYPES)),
    check('plant_settings_carbon_nitrogen_mode_check', isOneOf(t.carbonNitrogenMode, CARBON_NITROGEN_MODES)),
    check('plant_settings_heavy_rain_mm_check', within(t.heavyRainMm, 'heavyRainMm')),
    check('plant_settings_strong_wind_kmh_check', within(t.strongWindKmh, 'strongWindKmh')),
    check('plant_settings_frost_c_check', within(t.frostC, 'frostC')),
    check(
      'plant_settings_digester_volume_m3_check',
      sql`${t.digesterVolumeM3} is null or ${within(t.digesterVolumeM3, 'digesterVolumeM3')}`,
    ),
    check('plant_settings_olr_max_check', within(t.olrMaxKgVsPerM3Day, 'olrMaxKgVsPerM3Day')),
    check('plant_settings_hrt_min_days_check', within(t.hrtMinDays, 'hrtMinDays')),
    check('plant_settings_mix_dry_matter_max_pct_check', within(t.mixDryMatterMaxPct, 'mixDryMatterMaxPct')),
    check('plant_settings_carbon_nitrogen_min_check', within(t.carbonNitrogenMin, 'carbonNitrogenMin')),
    check('plant_settings_carbon_nitrogen_max_check', within(t.carbonNitrogenMax, 'carbonNitrogenMax')),
    check(
      'plant_settings_carbon_nitrogen_window_check',
      sql`${t.carbonNitrogenMin} < ${t.carbonNitrogenMax}`,
    ),
    check(
      'plant_settings_activated_carbon_mass_kg_check',
      sql`${t.activatedCarbonMassKg} is null or ${within(t.activatedCarbonMassKg, 'activatedCarbonMassKg')}`,
    ),
    check(
      'plant_settings_activated_carbon_capacity_check',
      sql`${t.activatedCarbonCapacityGPerKg} is null or ${within(t.activatedCarbonCapacityGPerKg, 'activatedCarbonCapacityGPerKg')}`,
    ),
    check('plant_settings_h2s_max_ppm_check', within(t.h2sMaxPpm, 'h2sMaxPpm')),
    check('plant_settings_methane_min_pct_check', within(t.methaneMinPct, 'methaneMinPct')),
    check('plant_settings_end_use_check', isOneOf(t.endUse, PLANT_END_USES)),
    check('plant_settings_icpe_input_kind_check', isOneOf(t.icpeInputKind, ICPE_INPUT_KINDS)),
    check('plant_settings_digestate_storage_check', isOneOf(t.digestateStorage, DIGESTATE_STORAGES)),
    check('plant_settings_upgrading_off_gas_check', isOneOf(t.upgradingOffGas, UPGRADING_OFF_GAS)),
    optionalWithin(t.dailyInputTonnes, 'dailyInputTonnes'),
    optionalWithin(t.biomethaneCapacityNm3PerHour, 'biomethaneCapacityNm3PerHour'),
    optionalWithin(t.chpElectricalPowerKw, 'chpElectricalPowerKw'),
    optionalWithin(t.boilerThermalInputKw, 'boilerThermalInputKw'),
    check('plant_settings_ghg_overrides_check', sql`jsonb_typeof(${t.ghgOverrides}) = 'object'`),
    ownRowsPolicy('plant_settings', t.userId),
  ],
);
export type PlantSettingsRow = typeof plantSettings.$inferSelect;
