/**
 * RED II Annex VI values of the biomethane GHG calculation (issue 19 point 3), each with its source and whether
 * domain.md says to check it ("RED II Annex VI values (recalled, mutually consistent, to be checked against the
 * Official Journal text)"). Every value here may be overridden by the operator (stored per user, bounded below);
 * the engine only ever reads a resolved `GhgValues` (source value or the operator's).
 */

/** The three Annex VI biomethane pathways a lot is counted under (ghg-pathways.ts maps the lot types). */
export const GHG_PATHWAYS = ['manure', 'maize', 'biowaste'] as const;
export type TGhgPathway = (typeof GHG_PATHWAYS)[number];

/** Which figures the plant declares: typical values, or default values (typical × 1.4 on processing terms). */
export const GHG_BASES = ['default', 'typical'] as const;
export type TGhgBasis = (typeof GHG_BASES)[number];

/**
 * Default values = typical values with processing, upgrading and compression × 1.4 (cultivation, transport and
 * the manure credit unchanged): this reproduces every default saving of domain.md's table. Not an editable value:
 * the rule of Annex VI that turns the typical values into the default ones.
 */
export const DEFAULT_VALUE_FACTOR = 1.4;

/** What a value measures: its unit and its physical range (an override outside it is refused). */
export const GHG_VALUE_KINDS = {
  emission: { unit: 'gCO2eq/MJ', min: -300, max: 300 },
  /** A fossil comparator divides the savings: it must be positive. */
  comparator: { unit: 'gCO2eq/MJ', min: 1, max: 300 },
  biogasYield: { unit: 'MJ/kg', min: 0.01, max: 40 },
  moisture: { unit: 'fraction', min: 0, max: 0.99 },
  efficiency: { unit: 'fraction', min: 0.05, max: 0.95 },
  usefulHeatEfficiency: { unit: 'fraction', min: 0, max: 0.95 },
  temperature: { unit: '°C', min: 0, max: 600 },
} as const;
export type TGhgValueKind = keyof typeof GHG_VALUE_KINDS;

/** Where a value comes from (each has a French and English label in the ghg catalog). */
export const GHG_VALUE_SOURCES = ['annexVi', 'annexViRecalled', 'domainEnergy', 'ours'] as const;
export type TGhgValueSource = (typeof GHG_VALUE_SOURCES)[number];

export interface GhgValueDefinition {
  kind: TGhgValueKind;
  value: number;
  source: TGhgValueSource;
  /** domain.md marks it to check (or it is recalled, not in domain.md): "à vérifier" on the page. */
  toCheck: boolean;
}

const emission = (value: number, source: TGhgValueSource = 'annexVi'): GhgValueDefinition => ({
  kind: 'emission',
  value,
  source,
  toCheck: true,
});

const comparator = (value: number): GhgValueDefinition => ({
  kind: 'comparator',
  value,
  source: 'annexVi',
  toCheck: true,
});

/**
 * Every editable value, by key. The Annex VI figures are all "recalled, to be checked" in domain.md, so all carry
 * the badge; the transport values are not in domain.md at all (recalled by the lead from Annex VI part D).
 */
export const GHG_VALUE_DEFINITIONS = {
  'manure.cultivation.open': emission(0),
  'manure.cultivation.closed': emission(0),
  'manure.processing.open': emission(84.2),
  'manure.processing.closed': emission(3.2),
  'manure.transport': emission(1.0, 'annexViRecalled'),
  'manure.credit.open': emission(-124.4),
  'manure.credit.closed': emission(-111.9),
  'manure.biogasYield': { kind: 'biogasYield', value: 0.5, source: 'annexVi', toCheck: true },
  'manure.standardMoisture': { kind: 'moisture', value: 0.9, source: 'annexVi', toCheck: true },
  'maize.cultivation.open': emission(18.1),
  'maize.cultivation.closed': emission(17.6),
  'maize.processing.open': emission(20.1),
  'maize.processing.closed': emission(4.3),
  'maize.transport': emission(0.0, 'annexViRecalled'),
  'maize.credit.open': emission(0),
  'maize.credit.closed': emission(0),
  'maize.biogasYield': { kind: 'biogasYield', value: 4.16, source: 'annexVi', toCheck: true },
  'maize.standardMoisture': { kind: 'moisture', value: 0.65, source: 'annexVi', toCheck: true },
  'biowaste.cultivation.open': emission(0),
  'biowaste.cultivation.closed': emission(0),
  'biowaste.processing.open': emission(30.6),
  'biowaste.processing.closed': emission(5.1),
  'biowaste.transport': emission(0.5, 'annexViRecalled'),
  'biowaste.credit.open': emission(0),
  'biowaste.credit.closed': emission(0),
  'biowaste.biogasYield': { kind: 'biogasYield', value: 3.41, source: 'annexVi', toCheck: true },
  'biowaste.standardMoisture': { kind: 'moisture', value: 0.76, source: 'annexVi', toCheck: true },
  'upgrading.vented': emission(19.5),
  'upgrading.combusted': emission(4.5),
  compression: emission(3.3),
  'comparator.biomethane_injection': comparator(94),
  'comparator.electricity': comparator(183),
  'comparator.heat': comparator(80),
  electricalEfficiency: { kind: 'efficiency', value: 0.38, source: 'domainEnergy', toCheck: false },
  heatEfficiency: { kind: 'efficiency', value: 0.5, source: 'domainEnergy', toCheck: false },
  /**
   * A CHP's heat put to use outside the plant (η_h of the allocation). The profile does not say whether a CHP's
   * heat is used: 0 (none, electricity only) is the conservative reading; the operator sets it when it is.
   */
  chpUsefulHeatEfficiency: {
    kind: 'usefulHeatEfficiency',
    value: 0,
    source: 'ours',
    toCheck: true,
  },
  /** Temperature of the CHP's useful heat: at or below 150 °C, C_h = 0.3546. */
  usefulHeatTemperatureC: { kind: 'temperature', value: 150, source: 'annexViRecalled', toCheck: true },
} as const satisfies Record<string, GhgValueDefinition>;

export type TGhgValueKey = keyof typeof GHG_VALUE_DEFINITIONS;
export const GHG_VALUE_KEYS = Object.keys(GHG_VALUE_DEFINITIONS) as TGhgValueKey[];

/** Every value as the calculation uses it (the source value, or the operator's). */
export type GhgValues = Record<TGhgValueKey, number>;

/** The operator's overrides, by key (only keys they changed). */
export type GhgOverrides = Partial<Record<TGhgValueKey, number>>;

export function isGhgValueKey(key: string): key is TGhgValueKey {
  return Object.hasOwn(GHG_VALUE_DEFINITIONS, key);
}

export const SOURCE_GHG_VALUES: GhgValues = Object.fromEntries(
  GHG_VALUE_KEYS.map((key) => [key, GHG_VALUE_DEFINITIONS[key].value]),
) as GhgValues;

/** The values the calculation uses: the source ones with the operator's overrides laid over them. */
export function resolveGhgValues(overrides: GhgOverrides): GhgValues {
  const values = { ...SOURCE_GHG_VALUES };
  for (const key of GHG_VALUE_KEYS) {
    const override = overrides[key];
    if (override !== undefined) values[key] = override;
  }
  return values;
}

/** Whether an override is within its value's physical range (finite, and a moisture below 1). */
export function isWithinGhgRange(key: TGhgValueKey, value: number): boolean {
  const { min, max } = GHG_VALUE_KINDS[GHG_VALUE_DEFINITIONS[key].kind];
  return Number.isFinite(value) && value >= min && value <= max;
}
