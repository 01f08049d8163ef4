/**
 * Activated carbon (domain.md "Maintenance a plant lives by"): the filter that takes H2S out of the biogas is
 * saturated when it has adsorbed its capacity, carbon mass × capacity (60–500 g H2S per kg of carbon), at the
 * daily H2S load counted from the day the carbon was changed. Example of domain.md: 1 t at 150 g/kg with
 * 0.9 kg H2S a day lasts 150 kg ÷ 0.9 kg/day ≈ 166.7 days.
 */
import { addDays, isCalendarDate, type TCalendarDate } from '../calendar.js';
import { activatedCarbonSaturationDays } from '../maintenance-schedule.js';
import { adviceId, adviceSource, type Advice, type AdviceThreshold, type TAdviceSeverity } from './advice.js';
import { assertFinite, daysBetween } from './dated-series.js';

/** H2S molar mass, g/mol (2 × 1.008 + 32.06). */
export const H2S_MOLAR_MASS_G_PER_MOL = 34.08;
/** Molar volume of an ideal gas at 0 °C and 1013.25 mbar, the normal conditions of Nm³, L/mol. */
export const MOLAR_VOLUME_NORMAL_L_PER_MOL = 22.414;

/**
 * mg of H2S in one Nm³ of gas per ppm (by volume): 1 ppm is 1 mL of H2S in a m³, i.e. 0.001 L ÷ 22.414 L/mol
 * = 4.4615e-5 mol, × 34.08 g/mol = 1.5205e-3 g = 1.5205 mg. So 1 ppm ≈ 1.52 mg/Nm³ (the litre-to-millilitre and
 * gram-to-milligram thousands cancel: 34.08 ÷ 22.414).
 */
export const H2S_MG_PER_NM3_PER_PPM = H2S_MOLAR_MASS_G_PER_MOL / MOLAR_VOLUME_NORMAL_L_PER_MOL;

/** Adsorption capacity of activated carbon, g H2S per kg of carbon (domain.md), and the default: its example. */
export const CARBON_CAPACITY_RANGE_G_PER_KG = { min: 60, max: 500 } as const;
export const DEFAULT_CARBON_CAPACITY_G_PER_KG = 150;

/**
 * Advice from 30 days before saturation: a bulk load of carbon takes one to three weeks to arrive and the change
 * needs a slot in the maintenance plan. Ours: no source gives a figure.
 */
export const CARBON_WARNING_DAYS: AdviceThreshold = { value: 30, origin: 'our-default' };

/** kg of H2S a day entering the filter: ppm × 1.5205 mg/Nm³ per ppm × Nm³/day ÷ 1,000,000 mg/kg. */
export function dailyH2sLoadKg(h2sPpm: number, biogasNm3PerDay: number): number {
  for (const [name, value] of [
    ['H2S', h2sPpm],
    ['Biogas flow', biogasNm3PerDay],
  ] as const) {
    assertFinite(name, value);
    if (value < 0) throw new RangeError(`${name} must be >= 0: ${value}`);
  }
  return (h2sPpm * H2S_MG_PER_NM3_PER_PPM * biogasNm3PerDay) / 1_000_000;
}

export interface ActivatedCarbonSaturationInput {
  carbonMassKg: number;
  /** g H2S per kg of carbon. */
  capacityGramsPerKg: number;
  /** kg H2S per day. */
  dailyH2sLoadKg: number;
  /** The day the carbon was changed: the load accumulates from then. */
  changedOn: TCalendarDate;
}

export interface ActivatedCarbonSaturation {
  /** kg of H2S the carbon can hold: mass × capacity ÷ 1000. */
  capacityKgH2s: number;
  /** Days from the change to saturation, not rounded; null when no H2S comes in (it never saturates). */
  daysToSaturation: number | null;
  /**
   * The change date plus the whole days to saturation, rounded down as on the maintenance page
   * (activatedCarbonSaturationDays): a day early is harmless, a day late lets H2S through to the engine.
   */
  saturationDate: TCalendarDate | null;
}

export function activatedCarbonSaturation(input: ActivatedCarbonSaturationInput): ActivatedCarbonSaturation {
  const { carbonMassKg, capacityGramsPerKg, dailyH2sLoadKg: loadKg, changedOn } = input;
  if (!isCalendarDate(changedOn)) throw new RangeError(`Not a calendar date: ${JSON.stringify(changedOn)}`);
  for (const [name, value] of [
    ['Carbon mass', carbonMassKg],
    ['Carbon capacity', capacityGramsPerKg],
  ] as const) {
    assertFinite(name, value);
    if (value <= 0) throw new RangeError(`${name} must be > 0: ${value}`);
  }
  assertFinite('H2S load', loadKg);
  if (loadKg < 0) throw new RangeError(`H2S load must be >= 0: ${loadKg}`);
  const capacityKgH2s = (carbonMassKg * capacityGramsPerKg) / 1000;
  if (loadKg === 0) return { capacityKgH2s, daysToSaturation: null, saturationDate: null };
  const wholeDays = activatedCarbonSaturationDays({
    carbonMassKg,
    capacityGramsPerKg,
    h2sLoadKgPerDay: loadKg,
  });
  return {
    capacityKgH2s,
    daysToSaturation: capacityKgH2s / loadKg,
    saturationDate: addDays(changedOn, wholeDays),
  };
}

export interface CarbonInput {
  carbonMassKg: number;
  /** g H2S per kg of carbon; null or omitted: 150 (domain.md's example). */
  capacityGramsPerKg?: number | null;
  /** Mean H2S of the raw biogas entering the filter since the change, ppm by volume; null when not measured. */
  h2sPpm: number | null;
  /** Mean biogas flow through the filter since the change, Nm³ a day (0 °C, 1013 mbar); null when not logged. */
  biogasNm3PerDay: number | null;
  changedOn: TCalendarDate;
}

export const CARBON_FINDINGS = ['saturated', 'saturation-near'] as const;
export type TCarbonFinding = (typeof CARBON_FINDINGS)[number];

export interface CarbonSaturationEvidence extends ActivatedCarbonSaturation {
  finding: TCarbonFinding;
  changedOn: TCalendarDate;
  carbonMassKg: number;
  capacityGramsPerKg: AdviceThreshold;
  h2sPpm: number;
  biogasNm3PerDay: number;
  h2sMgPerNm3PerPpm: number;
  dailyH2sLoadKg: number;
  saturationDate: TCalendarDate;
  daysToSaturation: number;
  /** Days from today to the saturation date: 0 or negative once it is reached. */
  daysLeft: number;
  warningDays: AdviceThreshold;
}

export type TCarbonSaturationAdvice = Advice<'carbon-saturation', CarbonSaturationEvidence>;

const severityOf: Record<TCarbonFinding, TAdviceSeverity> = { saturated: 'act', 'saturation-near': 'watch' };

/**
 * Saturation date reached (today or before) → act; within 30 days → watch. Nothing without an H2S figure or a
 * biogas flow, with no H2S coming in, or with a change date after today. Situation: the finding and the change
 * date (a new load of carbon is a new situation).
 */
export function carbonSaturationAdvice(
  input: CarbonInput,
  today: TCalendarDate,
): TCarbonSaturationAdvice | null {
  const { h2sPpm, biogasNm3PerDay, changedOn, carbonMassKg } = input;
  if (h2sPpm === null || biogasNm3PerDay === null) return null;
  const capacityGramsPerKg = input.capacityGramsPerKg ?? DEFAULT_CARBON_CAPACITY_G_PER_KG;
  const loadKg = dailyH2sLoadKg(h2sPpm, biogasNm3PerDay);
  const saturation = activatedCarbonSaturation({
    carbonMassKg,
    capacityGramsPerKg,
    dailyH2sLoadKg: loadKg,
    changedOn,
  });
  const { saturationDate, daysToSaturation } = saturation;
  if (saturationDate === null || daysToSaturation === null || daysBetween(changedOn, today) < 0) return null;
  const daysLeft = daysBetween(today, saturationDate);
  if (daysLeft > CARBON_WARNING_DAYS.value) return null;
  const finding: TCarbonFinding = daysLeft <= 0 ? 'saturated' : 'saturation-near';
  return {
    id: adviceId('carbon-saturation', finding, changedOn),
    rule: 'carbon-saturation',
    severity: severityOf[finding],
    date: saturationDate,
    evidence: {
      ...saturation,
      finding,
      changedOn,
      carbonMassKg,
      capacityGramsPerKg: {
        value: capacityGramsPerKg,
        origin:
          input.capacityGramsPerKg === null || input.capacityGramsPerKg === undefined
            ? 'cited'
            : 'plant-setting',
      },
      h2sPpm,
      biogasNm3PerDay,
      h2sMgPerNm3PerPpm: H2S_MG_PER_NM3_PER_PPM,
      dailyH2sLoadKg: loadKg,
      saturationDate,
      daysToSaturation,
      daysLeft,
      warningDays: CARBON_WARNING_DAYS,
    },
    source: adviceSource('domain:maintenance/activated-carbon'),
    actionPath: '/dashboard/maintenance',
  };
}
