import { z } from './zod.js';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../domain/feedstock-defaults.js';
import { MASS_BALANCE_STATUSES } from '../domain/regulation/mass-balance.js';
import {
  MAX_REGISTER_PERIOD_DAYS,
  RAW_MATERIAL_UNITS_LIST,
} from '../domain/regulation/admission-register.js';
import { ZCalendarDate } from './records.js';
import { ZMainCropRule } from './raw-materials.js';

/**
 * The registers an auditor reads (issue 19 points 2, 4 and 6): the ICPE admission register with the RED II
 * sustainability proof per lot, and the mass balance of a year. Plain figures and codes: the pages and the RED II
 * dossier format them.
 */

export const MIN_REGISTER_YEAR = 1900;
export const MAX_REGISTER_YEAR = 2999;

const dayMs = 86_400_000;
/** Whole days from `from` to `to` ('YYYY-MM-DD', read in UTC so no daylight-saving hour moves them). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** GET /api/regulation/admission-register(.csv)?from&to: both or neither (neither: the current calendar year). */
export const ZAdmissionRegisterQuery = z
  .object({
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'registers:validation.periodOrder' });
    } else if (daysBetween(query.from, query.to) > MAX_REGISTER_PERIOD_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'registers:validation.periodTooLong' });
    }
  });
export type TAdmissionRegisterQuery = z.infer<typeof ZAdmissionRegisterQuery>;

export const ZRegisterLine = z.object({
  id: z.string(),
  /** Delivery day, 'YYYY-MM-DD'. */
  deliveryDate: z.string(),
  name: z.string(),
  type: z.enum(RAW_MATERIAL_TYPES),
  category: z.enum(RAW_MATERIAL_CATEGORIES),
  /** Tonnage or volume as delivered, in `unit`. */
  quantity: z.number(),
  unit: z.enum(RAW_MATERIAL_UNITS_LIST),
  /** The original sender. */
  supplier: z.string().nullable(),
  origin: z.string().nullable(),
  transportDistanceKm: z.number().nullable(),
  sustainabilityDeclaration: z.boolean(),
  refused: z.boolean(),
  refusalReason: z.string().nullable(),
  /** Admitted without the supplier's self-declaration on file (RED II wants a proof per lot). */
  isMissingDeclaration: z.boolean(),
});
export type TRegisterLine = z.infer<typeof ZRegisterLine>;

export const ZAdmissionRegister = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(ZRegisterLine),
  admittedCount: z.number().int(),
  refusedCount: z.number().int(),
  missingDeclarationCount: z.number().int(),
  lineLimit: z.number().int(),
  isTruncated: z.boolean(),
  /** The 15 % main-crop rule of the period's last calendar year (the analysis page's figures). */
  mainCropRule: ZMainCropRule,
});
export type TAdmissionRegister = z.infer<typeof ZAdmissionRegister>;

/** GET /api/regulation/mass-balance?year=YYYY (absent: the current calendar year). */
export const ZMassBalanceQuery = z.object({
  year: z.coerce
    .number({ error: 'registers:validation.yearInvalid' })
    .int({ error: 'registers:validation.yearInvalid' })
    .min(MIN_REGISTER_YEAR, { error: 'registers:validation.yearInvalid' })
    .max(MAX_REGISTER_YEAR, { error: 'registers:validation.yearInvalid' })
    .optional(),
});
export type TMassBalanceQuery = z.input<typeof ZMassBalanceQuery>;

const ZMassBalancePeriod = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  inputs: z
    .object({
      daysFed: z.number().int(),
      entryCount: z.number().int(),
      freshTonnes: z.number(),
      volatileSolidsKg: z.number(),
      expectedMethaneNm3: z.number(),
      expectedEnergyKwhPcs: z.number(),
      incompleteEntryCount: z.number().int(),
    })
    .nullable(),
  outputs: z
    .object({
      daysLogged: z.number().int(),
      readingCount: z.number().int(),
      biogasM3: z.number(),
      measuredMethaneNm3: z.number().nullable(),
      energyKwhPcs: z.number().nullable(),
      biomethaneNm3: z.number().nullable(),
      electricityKwh: z.number().nullable(),
    })
    .nullable(),
  digestate: z
    .object({ calculatedTonnes: z.number(), biogasMassTonnes: z.number(), densityKgPerM3: z.number() })
    .nullable(),
  gap: z.object({ ratioPct: z.number(), kwh: z.number() }).nullable(),
  status: z.enum(MASS_BALANCE_STATUSES),
});
export type TMassBalancePeriod = z.infer<typeof ZMassBalancePeriod>;

export const ZMassBalance = z.object({
  year: z.number().int(),
  densityKgPerM3: z.number(),
  minRatioPct: z.number(),
  maxRatioPct: z.number(),
  /** Methane's higher heating value used for both sides, kWh PCS per Nm³. */
  methaneKwhPcsPerNm3: z.number(),
  months: z.array(ZMassBalancePeriod),
  total: ZMassBalancePeriod,
  /** True when the year had more feed entries or readings than one balance reads (the page says so). */
  isTruncated: z.boolean(),
});
export type TMassBalance = z.infer<typeof ZMassBalance>;
