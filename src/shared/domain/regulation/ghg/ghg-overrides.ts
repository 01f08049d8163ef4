import {
  GHG_VALUE_DEFINITIONS,
  GHG_VALUE_KEYS,
  GHG_VALUE_KINDS,
  isGhgValueKey,
  isWithinGhgRange,
  type GhgOverrides,
  type TGhgValueKey,
  type TGhgValueKind,
  type TGhgValueSource,
} from './ghg-values.js';

/**
 * The operator's changes to the values: a number sets a value, null puts it back to its source value. Every
 * changed value must be a known key within its physical range; one wrong value refuses the whole change.
 */
export type GhgOverridesPatch = Record<string, number | null>;

/** The message key of each value kind's range (ghg:validation.<kind>). */
export function ghgRangeMessage(kind: TGhgValueKind): string {
  return `ghg:validation.${kind}`;
}

/** The refused fields of a change (field -> message key), empty when it may be written. */
export function checkGhgOverridesPatch(patch: GhgOverridesPatch): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (!isGhgValueKey(key)) problems[key] = 'ghg:validation.unknownValue';
    else if (value !== null && !isWithinGhgRange(key, value)) {
      problems[key] = ghgRangeMessage(GHG_VALUE_DEFINITIONS[key].kind);
    }
  }
  return problems;
}

/** The overrides after a checked change; a value set back to its source value is no longer an override. */
export function applyGhgOverridesPatch(current: GhgOverrides, patch: GhgOverridesPatch): GhgOverrides {
  const next: GhgOverrides = {};
  for (const key of GHG_VALUE_KEYS) {
    const value = Object.hasOwn(patch, key) ? patch[key] : current[key];
    if (value !== null && value !== undefined && value !== GHG_VALUE_DEFINITIONS[key].value)
      next[key] = value;
  }
  return next;
}

/** Stored overrides read back: only known keys within range count (a value the rules no longer accept is dropped). */
export function cleanGhgOverrides(stored: unknown): GhgOverrides {
  if (typeof stored !== 'object' || stored === null) return {};
  const overrides: GhgOverrides = {};
  for (const [key, value] of Object.entries(stored)) {
    if (isGhgValueKey(key) && typeof value === 'number' && isWithinGhgRange(key, value))
      overrides[key] = value;
  }
  return overrides;
}

/** One line of the values table the page shows and edits. */
export interface GhgValueRow {
  key: TGhgValueKey;
  kind: TGhgValueKind;
  unit: string;
  min: number;
  max: number;
  sourceValue: number;
  value: number;
  isOverridden: boolean;
  source: TGhgValueSource;
  toCheck: boolean;
}

export function ghgValueRows(overrides: GhgOverrides): GhgValueRow[] {
  return GHG_VALUE_KEYS.map((key) => {
    const definition: { kind: TGhgValueKind; value: number; source: TGhgValueSource; toCheck: boolean } =
      GHG_VALUE_DEFINITIONS[key];
    const override = overrides[key];
    const range = GHG_VALUE_KINDS[definition.kind];
    return {
      key,
      kind: definition.kind,
      unit: range.unit,
      min: range.min,
      max: range.max,
      sourceValue: definition.value,
      value: override ?? definition.value,
      isOverridden: override !== undefined,
      source: definition.source,
      toCheck: definition.toCheck,
    };
  });
}
