import type { TGhgOverrides } from '../../../shared/contracts/ghg.js';
import { cleanGhgOverrides, ghgValueRows } from '../../../shared/domain/regulation/ghg/ghg-overrides.js';
import {
  GHG_BASES,
  type GhgOverrides,
  type TGhgBasis,
} from '../../../shared/domain/regulation/ghg/ghg-values.js';

/**
 * The plant_settings.ghg_overrides column: `{ values: { key: number }, declaredBasis }`. Read back through the
 * same checks as a write (unknown keys and out-of-range values dropped), so the calculation never meets one.
 */
export interface GhgSettings {
  overrides: GhgOverrides;
  declaredBasis: TGhgBasis;
}

/** Declared until the operator says otherwise: the default values, which an auditor accepts without evidence. */
export const DEFAULT_DECLARED_BASIS: TGhgBasis = 'default';

export function parseGhgSettings(stored: unknown): GhgSettings {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const basis = record.declaredBasis;
  return {
    overrides: cleanGhgOverrides(record.values),
    declaredBasis: (GHG_BASES as readonly unknown[]).includes(basis)
      ? (basis as TGhgBasis)
      : DEFAULT_DECLARED_BASIS,
  };
}

export function storedGhgSettings(settings: GhgSettings): Record<string, unknown> {
  return { values: settings.overrides, declaredBasis: settings.declaredBasis };
}

export function toGhgOverridesAnswer(settings: GhgSettings): TGhgOverrides {
  return { declaredBasis: settings.declaredBasis, values: ghgValueRows(settings.overrides) };
}
