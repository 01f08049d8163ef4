/**
 * The plant's regulatory profile (issue 19): what decides which French and RED II obligations apply to it.
 * Stored with the plant settings (one row per user). domain.md "French rules" and "RED II":
 * - ICPE rubrique 2781: 2781-1 (raw plant matter, manure, whey, food-industry plant waste) or 2781-2 (other
 *   wastes), the regime from the tonnes treated per day;
 * - RED II scope from the end use and the installed capacity (Nm³/h of biomethane, kWe of a CHP, kW of a boiler);
 * - the commissioning date for the 15 % main-crop rule (plants from 1 January 2017) and the GHG threshold;
 * - digestate storage and upgrading off-gas, the two choices of the Annex VI values.
 */

/** What the plant does with its gas: each has its fossil comparator and its GHG thresholds. */
export const PLANT_END_USES = ['biomethane_injection', 'electricity', 'heat'] as const;
export type TPlantEndUse = (typeof PLANT_END_USES)[number];

/** ICPE 2781-1 (agricultural and food-industry plant matter) or 2781-2 (other non-hazardous wastes). */
export const ICPE_INPUT_KINDS = ['agricultural', 'other_wastes'] as const;
export type TIcpeInputKind = (typeof ICPE_INPUT_KINDS)[number];

/** Annex VI: an open digestate store emits methane, a closed (gas-tight) one recovers it. */
export const DIGESTATE_STORAGES = ['open', 'closed'] as const;
export type TDigestateStorage = (typeof DIGESTATE_STORAGES)[number];

/** Annex VI: the upgrading unit's off-gas is vented or burnt (combustion cuts its methane slip). */
export const UPGRADING_OFF_GAS = ['vented', 'combusted'] as const;
export type TUpgradingOffGas = (typeof UPGRADING_OFF_GAS)[number];

export interface PlantRegulatoryProfile {
  /** 'YYYY-MM-DD'; unknown until the operator gives it (then the date-bound rules say so). */
  commissioningDate: string | null;
  endUse: TPlantEndUse;
  icpeInputKind: TIcpeInputKind;
  /** Tonnes of inputs treated per day (the ICPE regime). */
  dailyInputTonnes: number | null;
  /** Biomethane injection capacity, Nm³/h. */
  biomethaneCapacityNm3PerHour: number | null;
  /** CHP electrical power, kWe. */
  chpElectricalPowerKw: number | null;
  /** A heat-only plant's boiler thermal input, kW. */
  boilerThermalInputKw: number | null;
  digestateStorage: TDigestateStorage;
  upgradingOffGas: TUpgradingOffGas;
}

/** Bounds of the profile's numbers (a farm plant to the largest French sites, with room). */
export const PLANT_PROFILE_NUMBER_SETTINGS = {
  dailyInputTonnes: { min: 0.1, max: 5_000 },
  biomethaneCapacityNm3PerHour: { min: 1, max: 10_000 },
  chpElectricalPowerKw: { min: 1, max: 50_000 },
  boilerThermalInputKw: { min: 1, max: 200_000 },
} as const;

export const DEFAULT_PLANT_REGULATORY_PROFILE: PlantRegulatoryProfile = {
  commissioningDate: null,
  endUse: 'biomethane_injection',
  icpeInputKind: 'agricultural',
  dailyInputTonnes: null,
  biomethaneCapacityNm3PerHour: null,
  chpElectricalPowerKw: null,
  boilerThermalInputKw: null,
  digestateStorage: 'closed',
  upgradingOffGas: 'vented',
};
