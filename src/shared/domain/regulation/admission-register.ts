/**
 * The admission register of an ICPE 2781 plant (domain.md "Registers and reports": designation, date, tonnage or
 * volume, original sender, refusals; kept at least three years) and the RED II sustainability proof per lot
 * (domain.md "RED II": inputs by lot with proof of sustainability). One line per delivered lot, refused lots
 * included (the register records refusals, with their reason).
 *
 * Isomorphic and pure: stored lots in, register lines out.
 */
import type { TRawMaterialCategory, TRawMaterialType } from '../feedstock-defaults.js';

/** Origin parcel or site of a lot (free text). */
export const MAX_LOT_ORIGIN_LENGTH = 200;
/** Why a lot was refused at the gate. */
export const MAX_REFUSAL_REASON_LENGTH = 500;
/** Road distance from the origin to the plant, km: beyond 2 000 km it is surely a typo for a farm input. */
export const TRANSPORT_DISTANCE_KM_BOUNDS = { min: 0, max: 2000 } as const;
/** Longest period one register request covers (three years kept, plus margin). */
export const MAX_REGISTER_PERIOD_DAYS = 3700;
/** Most lines one register answers (a plant delivering ten lots a day for a year stays well under). */
export const MAX_REGISTER_LINES = 10_000;

/** A lot's quantity is in tonnes, kilograms or m³ (slurries): the register states it as delivered. */
export const RAW_MATERIAL_UNITS_LIST = ['t', 'kg', 'm3'] as const;
export type TRegisterUnit = (typeof RAW_MATERIAL_UNITS_LIST)[number];

/** What the register reads of a stored lot. */
export interface RegisterLot {
  id: string;
  deliveryDate: string;
  name: string;
  type: TRawMaterialType;
  category: TRawMaterialCategory;
  /** As stored, in `unit` (the register states the tonnage or volume as delivered). */
  quantity: number;
  unit: TRegisterUnit;
  supplier: string | null;
  origin: string | null;
  transportDistanceKm: number | null;
  sustainabilityDeclaration: boolean;
  refused: boolean;
  refusalReason: string | null;
}

export interface RegisterLine extends RegisterLot {
  /**
   * The lot was admitted without the supplier's self-declaration on file: RED II wants a proof of sustainability
   * per lot, so the register flags it (a refused lot never entered the plant: not flagged).
   */
  isMissingDeclaration: boolean;
}

export interface AdmissionRegister {
  from: string;
  to: string;
  lines: RegisterLine[];
  /** Lines of admitted lots, of refused lots, and admitted lots without a declaration on file. */
  admittedCount: number;
  refusedCount: number;
  missingDeclarationCount: number;
  /** True when more lots than MAX_REGISTER_LINES fall in the period (the page says so). */
  isTruncated: boolean;
}

/** The first and last day of a calendar year. */
export function calendarYearSpan(year: number): { from: string; to: string } {
  return { from: `${String(year)}-01-01`, to: `${String(year)}-12-31` };
}

/**
 * The period a register request covers: both dates as given; one missing: the calendar year of the other; none:
 * the calendar year of `today`.
 */
export function registerPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const year = (date: string) => Number(date.slice(0, 4));
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: calendarYearSpan(year(query.from)).to };
  if (query.to) return { from: calendarYearSpan(year(query.to)).from, to: query.to };
  return calendarYearSpan(year(today));
}

/** Date first, then name, so a day's deliveries read in a stable order. */
function byDateThenName(a: RegisterLot, b: RegisterLot): number {
  return (
    a.deliveryDate.localeCompare(b.deliveryDate) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id)
  );
}

/** The register of `from`..`to` (both included) from the lots delivered in it. */
export function admissionRegister(
  lots: readonly RegisterLot[],
  from: string,
  to: string,
  isTruncated = false,
): AdmissionRegister {
  const lines = lots
    .filter((lot) => lot.deliveryDate >= from && lot.deliveryDate <= to)
    .slice()
    .sort(byDateThenName)
    .map((lot) => ({ ...lot, isMissingDeclaration: !lot.refused && !lot.sustainabilityDeclaration }));
  return {
    from,
    to,
    lines,
    admittedCount: lines.filter((line) => !line.refused).length,
    refusedCount: lines.filter((line) => line.refused).length,
    missingDeclarationCount: lines.filter((line) => line.isMissingDeclaration).length,
    isTruncated,
  };
}

/**
 * The rule across a lot's fields: a refused lot says why (the register records refusals with their reason).
 * Field -> i18n key; empty when the lot is fine. Checked by the form and on the row as stored (create, update,
 * CSV import, offline entry).
 */
export function lotRefusalProblems(lot: {
  refused?: unknown;
  refusalReason?: unknown;
}): Partial<Record<'refusalReason', string>> {
  const reason = typeof lot.refusalReason === 'string' ? lot.refusalReason.trim() : '';
  return lot.refused === true && reason === ''
    ? { refusalReason: 'rawMaterials:validation.refusalReasonRequired' }
    : {};
}
