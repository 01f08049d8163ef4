/**
 * What the regulatory profile makes of the plant (domain.md "French rules" and "RED II"):
 * - its ICPE 2781 regime from the tonnes treated per day;
 * - whether RED II certification is required to keep its purchase tariff;
 * - whether the 15 % main-crop cap applies (plants commissioned from 1 January 2017).
 * Pure: the profile in, the classification out. Each answer says why, so the page can show the reason.
 */
import { METHANE_HHV_KWH_PER_NM3 } from '../feedstock-analysis.js';
import type { PlantRegulatoryProfile, TIcpeInputKind } from './plant-profile.js';

export const ICPE_REGIMES = ['declaration', 'registration', 'authorisation'] as const;
export type TIcpeRegime = (typeof ICPE_REGIMES)[number];

/**
 * Rubrique 2781 thresholds in tonnes per day: 2781-1 déclaration < 30, enregistrement 30–100, autorisation ≥ 100;
 * 2781-2 enregistrement < 100, autorisation ≥ 100.
 */
export const ICPE_TONNES_PER_DAY = { registrationFrom: 30, authorisationFrom: 100 } as const;
export const ICPE_RULE_REFERENCE = 'Nomenclature ICPE, rubrique 2781 (Code de l’environnement, R511-9)';

/**
 * RED II certification in France (arrêté of 1 February 2023, mandatory since 1 July 2023): injection above
 * 200 Nm³/h (≈ 19.5 GWh PCS a year), CHP above about 800 kWe (check), and the directive's 2 MW total thermal input
 * for a boiler. "Above": a plant exactly at the figure is out of scope.
 */
export const REDII_SCOPE_LIMITS = {
  biomethaneNm3PerHour: 200,
  annualGwhPcs: 19.5,
  chpElectricalKw: 800,
  boilerThermalInputKw: 2_000,
} as const;
export const REDII_RULE_REFERENCE =
  'Directive (UE) 2018/2001 (RED II) art. 29 ; arrêté du 1er février 2023 (certification obligatoire depuis le 1er juillet 2023)';

/** The main-crop cap applies to plants commissioned from this day (décret 2016-929). */
export const MAIN_CROP_RULE_FROM = '2017-01-01';

const HOURS_PER_YEAR = 8_760;

export interface IcpeClassification {
  rubrique: '2781-1' | '2781-2';
  /** null while the daily tonnage is unknown. */
  regime: TIcpeRegime | null;
}

export type TRediiScopeReason =
  | 'injection_over_capacity'
  | 'injection_within_capacity'
  | 'chp_over_power'
  | 'chp_within_power'
  | 'boiler_over_input'
  | 'boiler_within_input'
  | 'capacity_unknown';

export interface RediiScope {
  /** null while the capacity of the plant's end use is unknown. */
  isInScope: boolean | null;
  reason: TRediiScopeReason;
  /** Biomethane plants: the capacity's energy over a full year, GWh PCS (what the French rule is written in). */
  annualGwhPcs: number | null;
}

export type TMainCropRuleStanding = 'applies' | 'before_2017' | 'date_unknown';

export interface PlantClassification {
  icpe: IcpeClassification;
  redii: RediiScope;
  mainCropRule: TMainCropRuleStanding;
}

export function icpeRegime(kind: TIcpeInputKind, dailyInputTonnes: number | null): IcpeClassification {
  const rubrique = kind === 'agricultural' ? '2781-1' : '2781-2';
  if (dailyInputTonnes === null) return { rubrique, regime: null };
  if (dailyInputTonnes >= ICPE_TONNES_PER_DAY.authorisationFrom) return { rubrique, regime: 'authorisation' };
  if (kind === 'other_wastes' || dailyInputTonnes >= ICPE_TONNES_PER_DAY.registrationFrom) {
    return { rubrique, regime: 'registration' };
  }
  return { rubrique, regime: 'declaration' };
}

/** GWh PCS a year from an injection capacity run all year. */
export function annualGwhPcsOf(biomethaneNm3PerHour: number): number {
  return (biomethaneNm3PerHour * HOURS_PER_YEAR * METHANE_HHV_KWH_PER_NM3) / 1_000_000;
}

export function rediiScope(profile: PlantRegulatoryProfile): RediiScope {
  switch (profile.endUse) {
    case 'biomethane_injection': {
      const capacity = profile.biomethaneCapacityNm3PerHour;
      if (capacity === null) return { isInScope: null, reason: 'capacity_unknown', annualGwhPcs: null };
      const annualGwhPcs = annualGwhPcsOf(capacity);
      const isInScope =
        capacity > REDII_SCOPE_LIMITS.biomethaneNm3PerHour || annualGwhPcs > REDII_SCOPE_LIMITS.annualGwhPcs;
      return {
        isInScope,
        reason: isInScope ? 'injection_over_capacity' : 'injection_within_capacity',
        annualGwhPcs,
      };
    }
    case 'electricity': {
      const power = profile.chpElectricalPowerKw;
      if (power === null) return { isInScope: null, reason: 'capacity_unknown', annualGwhPcs: null };
      const isInScope = power > REDII_SCOPE_LIMITS.chpElectricalKw;
      return { isInScope, reason: isInScope ? 'chp_over_power' : 'chp_within_power', annualGwhPcs: null };
    }
    case 'heat': {
      const input = profile.boilerThermalInputKw;
      if (input === null) return { isInScope: null, reason: 'capacity_unknown', annualGwhPcs: null };
      const isInScope = input >= REDII_SCOPE_LIMITS.boilerThermalInputKw;
      return {
        isInScope,
        reason: isInScope ? 'boiler_over_input' : 'boiler_within_input',
        annualGwhPcs: null,
      };
    }
  }
}

export function mainCropRuleStanding(commissioningDate: string | null): TMainCropRuleStanding {
  if (commissioningDate === null) return 'date_unknown';
  return commissioningDate >= MAIN_CROP_RULE_FROM ? 'applies' : 'before_2017';
}

export function classifyPlant(profile: PlantRegulatoryProfile): PlantClassification {
  return {
    icpe: icpeRegime(profile.icpeInputKind, profile.dailyInputTonnes),
    redii: rediiScope(profile),
    mainCropRule: mainCropRuleStanding(profile.commissioningDate),
  };
}
