import { CARBON_NITROGEN_MODES, type TCarbonNitrogenMode } from './ration-optimiser/ration-inputs.js';
import { DIGESTATE_FERTILISER_TYPE, type TFertiliserType, type TLandUse } from './spreading-calendar.js';
import { DEFAULT_SPREADING_THRESHOLDS } from './spreading-windows.js';
import { DEFAULT_ANOMALY_THRESHOLDS } from './production-anomalies.js';
import {
  DEFAULT_PLANT_REGULATORY_PROFILE,
  PLANT_PROFILE_NUMBER_SETTINGS,
  type PlantRegulatoryProfile,
} from './regulation/plant-profile.js';

/**
 * What the plant is and how it works, stored per user (issue 18): the land its digestate goes on and the weather
 * thresholds of the spreading windows, and the digester figures the ration optimiser works within. Defaults and
 * bounds from domain.md ("Digester operating limits", "Weather and digestate spreading"); the weather thresholds
 * are ours (no statute gives them) and shown as advice.
 */

export interface NumberSetting {
  min: number;
  max: number;
}

export const PLANT_NUMBER_SETTINGS = {
  heavyRainMm: { min: 1, max: 100 },
  strongWindKmh: { min: 5, max: 150 },
  frostC: { min: -10, max: 5 },
  digesterVolumeM3: { min: 10, max: 100_000 },
  /** kg VS / m³ digester / day: usual range 2–5 (renewable-energy-concepts.com). */
  olrMaxKgVsPerM3Day: { min: 0.5, max: 15 },
  /** ≥ 20 days; energy-crop plants 60–100+ (check). */
  hrtMinDays: { min: 5, max: 400 },
  /** Wet digestion < 12–15 % pumpable, up to 20 % with recirculation; dry digestion 20–40 %. */
  mixDryMatterMaxPct: { min: 2, max: 45 },
  carbonNitrogenMin: { min: 5, max: 60 },
  carbonNitrogenMax: { min: 5, max: 80 },
  /** Activated-carbon filter: kg of carbon loaded (a farm filter holds tens of kg to a few tonnes). */
  activatedCarbonMassKg: { min: 1, max: 100_000 },
  /** g H2S adsorbed per kg of carbon: 60–500 (domain.md "Maintenance a plant lives by"). */
  activatedCarbonCapacityGPerKg: { min: 60, max: 500 },
  /**
   * The production log's H2S and CH4 limits: they depend on the engine maker or the grid contract (domain.md
   * "Process monitoring"), so they are the plant's, with defaults of ours (production-anomalies.ts).
   */
  h2sMaxPpm: { min: 1, max: 10_000 },
  methaneMinPct: { min: 20, max: 95 },
  ...PLANT_PROFILE_NUMBER_SETTINGS,
} as const satisfies Record<string, NumberSetting>;
export type TPlantNumberSetting = keyof typeof PLANT_NUMBER_SETTINGS;

/** How the C/N window binds the optimiser: domain.md warns a hard floor can make slurry rations infeasible. */
export { CARBON_NITROGEN_MODES, type TCarbonNitrogenMode };

export interface PlantSettings extends PlantRegulatoryProfile {
  landUse: TLandUse;
  fertiliserType: TFertiliserType;
  heavyRainMm: number;
  strongWindKmh: number;
  frostC: number;
  /** Unknown until the operator gives it: the optimiser needs it. */
  digesterVolumeM3: number | null;
  olrMaxKgVsPerM3Day: number;
  hrtMinDays: number;
  mixDryMatterMaxPct: number;
  carbonNitrogenMin: number;
  carbonNitrogenMax: number;
  carbonNitrogenMode: TCarbonNitrogenMode;
  /** The activated-carbon filter, for the advisory's saturation date: unknown until the operator gives it. */
  activatedCarbonMassKg: number | null;
  /** null: the 150 g/kg of domain.md's example. */
  activatedCarbonCapacityGPerKg: number | null;
  /** The day the carbon was last changed ('YYYY-MM-DD'). */
  activatedCarbonChangedOn: string | null;
  /** Above this, a reading's H2S is flagged in the production log. */
  h2sMaxPpm: number;
  /** Below this, a reading's CH4 share is flagged. */
  methaneMinPct: number;
}

/** Before the operator says otherwise: autumn crops (the most common destination), raw digestate (type II). */
export const DEFAULT_PLANT_SETTINGS: PlantSettings = {
  landUse: 'autumn-crops',
  fertiliserType: DIGESTATE_FERTILISER_TYPE,
  heavyRainMm: DEFAULT_SPREADING_THRESHOLDS.heavyRainMm,
  strongWindKmh: DEFAULT_SPREADING_THRESHOLDS.strongWindKmh,
  frostC: DEFAULT_SPREADING_THRESHOLDS.frostC,
  digesterVolumeM3: null,
  olrMaxKgVsPerM3Day: 4,
  hrtMinDays: 60,
  mixDryMatterMaxPct: 15,
  carbonNitrogenMin: 20,
  carbonNitrogenMax: 30,
  carbonNitrogenMode: 'soft',
  activatedCarbonMassKg: null,
  activatedCarbonCapacityGPerKg: null,
  activatedCarbonChangedOn: null,
  h2sMaxPpm: DEFAULT_ANOMALY_THRESHOLDS.h2sPpmMax,
  methaneMinPct: DEFAULT_ANOMALY_THRESHOLDS.methanePercentMin,
  ...DEFAULT_PLANT_REGULATORY_PROFILE,
};
