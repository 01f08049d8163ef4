import {
  MAX_ANALYSIS_YEAR,
  MIN_ANALYSIS_YEAR,
  MIN_PLANT_YIELD_FACTOR,
} from '../../../../shared/contracts/raw-materials';
import {
  DEFAULT_PLANT_YIELD_FACTOR,
  DIGESTION_MODES,
  type TDigestionMode,
} from '../../../../shared/domain/feedstock-analysis';
import type { AnalysisSettings } from '../api/raw-materials';

export const MAX_PLANT_YIELD_FACTOR = 1;
/** The slider moves by hundredths: 0.85, 0.86… */
export const YIELD_FACTOR_STEP = 0.01;

export const defaultAnalysisSettings: AnalysisSettings = {
  yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
  digestionMode: 'wet',
  year: null,
};

function isDigestionMode(value: string | null): value is TDigestionMode {
  return value !== null && (DIGESTION_MODES as readonly string[]).includes(value);
}

/**
 * A yield factor from the address, kept within 0.50–1.00 and on the slider's hundredths; anything else
 * (missing, "abc", 2) is the default. The server refuses values out of range: the page never sends one.
 */
export function readYieldFactor(text: string | null): number {
  if (text === null || text.trim() === '') return DEFAULT_PLANT_YIELD_FACTOR;
  const value = Number(text);
  if (!Number.isFinite(value) || value < MIN_PLANT_YIELD_FACTOR || value > MAX_PLANT_YIELD_FACTOR) {
    return DEFAULT_PLANT_YIELD_FACTOR;
  }
  return Math.round(value * 100) / 100;
}

/** A calendar year from the address ("2025"); anything else is null (the current year). */
export function readAnalysisYear(text: string | null): number | null {
  if (text === null || !/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text);
  return year >= MIN_ANALYSIS_YEAR && year <= MAX_ANALYSIS_YEAR ? year : null;
}

/**
 * The analysis settings kept in the address (?yield=0.8&mode=dry&year=2025), so a reload or a shared link keeps
 * them.
 */
export function readAnalysisSettings(search: URLSearchParams): AnalysisSettings {
  const mode = search.get('mode');
  return {
    yieldFactor: readYieldFactor(search.get('yield')),
    digestionMode: isDigestionMode(mode) ? mode : defaultAnalysisSettings.digestionMode,
    year: readAnalysisYear(search.get('year')),
  };
}
