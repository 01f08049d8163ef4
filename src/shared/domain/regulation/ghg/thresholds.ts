import type { TCalendarDate } from '../../calendar.js';
import type { TPlantEndUse } from '../plant-profile.js';

/**
 * The GHG saving a plant must reach (RED II Art. 29(10), domain.md):
 * - biomethane (transport comparator): 50 % for plants in operation by 5 October 2015, 60 % from 6 October 2015
 *   to 31 December 2020, 65 % from 1 January 2021;
 * - electricity, heating and cooling: 70 % for plants starting 2021–2025, 80 % from 2026; RED II sets none for
 *   plants that started before 2021.
 */
export type GhgThreshold =
  | {
      status: 'applies';
      /** Fraction, e.g. 0.65. */
      minimumSavings: number;
      /** Which rule: the key of its text in the ghg catalog. */
      rule: TGhgThresholdRule;
    }
  | { status: 'none_before_2021' }
  | { status: 'unknown_commissioning_date' };

export const GHG_THRESHOLD_RULES = [
  'transportUntil20151005',
  'transport2015To2020',
  'transportFrom2021',
  'powerHeat2021To2025',
  'powerHeatFrom2026',
] as const;
export type TGhgThresholdRule = (typeof GHG_THRESHOLD_RULES)[number];

export function ghgThresholdOf(endUse: TPlantEndUse, commissioningDate: TCalendarDate | null): GhgThreshold {
  if (commissioningDate === null) return { status: 'unknown_commissioning_date' };
  if (endUse === 'biomethane_injection') {
    if (commissioningDate <= '2015-10-05') {
      return { status: 'applies', minimumSavings: 0.5, rule: 'transportUntil20151005' };
    }
    if (commissioningDate <= '2020-12-31') {
      return { status: 'applies', minimumSavings: 0.6, rule: 'transport2015To2020' };
    }
    return { status: 'applies', minimumSavings: 0.65, rule: 'transportFrom2021' };
  }
  if (commissioningDate < '2021-01-01') return { status: 'none_before_2021' };
  if (commissioningDate <= '2025-12-31') {
    return { status: 'applies', minimumSavings: 0.7, rule: 'powerHeat2021To2025' };
  }
  return { status: 'applies', minimumSavings: 0.8, rule: 'powerHeatFrom2026' };
}
