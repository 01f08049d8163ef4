import type { TPlantEndUse } from '../plant-profile.js';
import type { GhgValues } from './ghg-values.js';

/** Annex VI: heat delivered at or below 150 °C has the Carnot share C_h = 0.3546 (1 − 273.15 / 423.15). */
const LOW_TEMPERATURE_LIMIT_C = 150;
const LOW_TEMPERATURE_CARNOT_SHARE = 0.3546;
const KELVIN_OFFSET = 273.15;

/**
 * From the emission of the gas (per MJ of biomethane or biogas) to the emission of the energy the plant delivers
 * (recalled formula, to check):
 * - biomethane injection: the biomethane itself, E as it is (transport comparator 94);
 * - electricity: EC_el = E / η_el, shared with the CHP's useful heat by Carnot allocation
 *   EC_el = E/η_el · (C_el·η_el) / (C_el·η_el + C_h·η_h), C_el = 1, C_h = 1 − 273.15/T_h (0.3546 at or below
 *   150 °C); with no useful heat (η_h = 0) the allocation is 1;
 * - heat only: EC_h = E / η_h.
 */
export type GhgConversion =
  | { endUse: 'biomethane_injection' }
  | {
      endUse: 'electricity';
      electricalEfficiency: number;
      usefulHeatEfficiency: number;
      usefulHeatTemperatureC: number;
      carnotShareHeat: number;
      /** (C_el·η_el) / (C_el·η_el + C_h·η_h) */
      electricityAllocation: number;
    }
  | { endUse: 'heat'; heatEfficiency: number };

/** C_h of heat at this temperature. */
export function carnotShareOfHeat(temperatureC: number): number {
  if (temperatureC <= LOW_TEMPERATURE_LIMIT_C) return LOW_TEMPERATURE_CARNOT_SHARE;
  return 1 - KELVIN_OFFSET / (temperatureC + KELVIN_OFFSET);
}

export function ghgConversionOf(endUse: TPlantEndUse, values: GhgValues): GhgConversion {
  if (endUse === 'biomethane_injection') return { endUse };
  if (endUse === 'heat') return { endUse, heatEfficiency: values.heatEfficiency };
  const electricalEfficiency = values.electricalEfficiency;
  const usefulHeatEfficiency = values.chpUsefulHeatEfficiency;
  const carnotShareHeat = carnotShareOfHeat(values.usefulHeatTemperatureC);
  const electricityAllocation =
    electricalEfficiency / (electricalEfficiency + carnotShareHeat * usefulHeatEfficiency);
  return {
    endUse,
    electricalEfficiency,
    usefulHeatEfficiency,
    usefulHeatTemperatureC: values.usefulHeatTemperatureC,
    carnotShareHeat,
    electricityAllocation,
  };
}

/** The emission per MJ of the energy delivered, from the emission per MJ of gas. */
export function convertEmission(emission: number, conversion: GhgConversion): number {
  switch (conversion.endUse) {
    case 'biomethane_injection':
      return emission;
    case 'electricity':
      return (emission / conversion.electricalEfficiency) * conversion.electricityAllocation;
    case 'heat':
      return emission / conversion.heatEfficiency;
  }
}

/** The fossil comparator of the end use (Annex VI part B; check). */
export function comparatorOf(endUse: TPlantEndUse, values: GhgValues): number {
  return values[`comparator.${endUse}`];
}
