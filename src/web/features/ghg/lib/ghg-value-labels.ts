import { GHG_PATHWAYS, type TGhgPathway } from '../../../../shared/domain/regulation/ghg/ghg-values';

/** The groups of the values table, in order. */
export const GHG_VALUE_GROUPS = [...GHG_PATHWAYS, 'common', 'energy'] as const;
export type TGhgValueGroup = (typeof GHG_VALUE_GROUPS)[number];

const commonLabels: Record<string, string> = {
  'upgrading.vented': 'upgradingVented',
  'upgrading.combusted': 'upgradingCombusted',
  compression: 'compression',
  'comparator.biomethane_injection': 'comparatorBiomethane',
  'comparator.electricity': 'comparatorElectricity',
  'comparator.heat': 'comparatorHeat',
};

/** A value key's group and the key of its label (ghg:values.labels.<label>). */
export function ghgValueLabel(key: string): { group: TGhgValueGroup; label: string } {
  const [first = '', second = '', third] = key.split('.');
  if ((GHG_PATHWAYS as readonly string[]).includes(first)) {
    const suffix = third === undefined ? '' : third.charAt(0).toUpperCase() + third.slice(1);
    return { group: first as TGhgPathway, label: `${second}${suffix}` };
  }
  const common = commonLabels[key];
  if (common) return { group: 'common', label: common };
  return { group: 'energy', label: key };
}
