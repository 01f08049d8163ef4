import type { RawMaterialUnit } from '../../db/schema/raw-materials.js';

/**
 * Slurries weigh 1.0–1.05 t/m³; 1 is used so a volume never overstates the tonnage (and with it the methane).
 * The API writes tonnes only: this serves rows recorded in kg or m³ by other means (imports of old data).
 */
const TONNES_PER_CUBIC_METRE = 1;

/** A stored quantity in tonnes of fresh matter, whatever unit it was recorded in. */
export function toFreshTonnes(quantity: number, unit: RawMaterialUnit): number {
  switch (unit) {
    case 't':
      return quantity;
    case 'kg':
      return quantity / 1000;
    case 'm3':
      return quantity * TONNES_PER_CUBIC_METRE;
  }
}
