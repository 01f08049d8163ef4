import { z } from './zod.js';
import { ICPE_REGIMES } from '../domain/regulation/plant-classification.js';
import {
  COMPLIANCE_STATUSES,
  OBLIGATION_CODES,
  OBLIGATION_GROUPS,
  OBLIGATION_LINK_PATHS,
} from '../domain/regulation/obligations.js';
import { EVIDENCE_FILE_TYPES } from '../domain/regulation/evidence-file.js';
import { ZCalendarDate } from './records.js';

/**
 * The compliance follow-up (issue 19, /dashboard/reglementation): the plant's classification and every
 * obligation with the operator's status, due date, notes and evidence files.
 */

export const COMPLIANCE_NOTES_MAX_LENGTH = 2000;

export const ZEvidenceFile = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mimeType: z.enum(EVIDENCE_FILE_TYPES),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type TEvidenceFile = z.infer<typeof ZEvidenceFile>;

export const ZComplianceItem = z.object({
  code: z.enum(OBLIGATION_CODES),
  group: z.enum(OBLIGATION_GROUPS),
  reference: z.string(),
  recurrence: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('once') }),
    z.object({ kind: z.literal('continuous') }),
    z.object({ kind: z.literal('every'), months: z.number().int() }),
  ]),
  linkPath: z.enum(OBLIGATION_LINK_PATHS).nullable(),
  applicability: z.enum(['applies', 'not_applicable', 'to_confirm']),
  reason: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  /** The day it was last marked completed, in the plant's calendar. */
  completedOn: z.string().nullable(),
  notes: z.string().nullable(),
  evidence: z.array(ZEvidenceFile),
});
export type TComplianceItem = z.infer<typeof ZComplianceItem>;

export const ZComplianceOverview = z.object({
  today: z.string(),
  classification: z.object({
    icpe: z.object({ rubrique: z.enum(['2781-1', '2781-2']), regime: z.enum(ICPE_REGIMES).nullable() }),
    redii: z.object({
      isInScope: z.boolean().nullable(),
      reason: z.string(),
      annualGwhPcs: z.number().nullable(),
    }),
    mainCropRule: z.enum(['applies', 'before_2017', 'date_unknown']),
  }),
  /** Whether the operator has saved a profile yet (until then the obligations follow the defaults). */
  isProfileSaved: z.boolean(),
  items: z.array(ZComplianceItem),
  overdueCount: z.number().int(),
});
export type TComplianceOverview = z.infer<typeof ZComplianceOverview>;

export const ZObligationCodeParams = z.object({
  code: z.enum(OBLIGATION_CODES, { error: 'regulation:validation.codeUnknown' }),
});

/**
 * PATCH /api/regulation/compliance/:code: what changes. A status of "not applicable" on an obligation that
 * applies is allowed (the operator knows the plant: no spreading when the digestate is sold); the notes say why.
 */
export const ZUpdateComplianceItemRequest = z
  .object({
    status: z.enum(COMPLIANCE_STATUSES, { error: 'regulation:validation.status' }),
    dueDate: z.string({ error: 'regulation:validation.dueDate' }).pipe(ZCalendarDate).nullable(),
    notes: z
      .string({ error: 'regulation:validation.notesTooLong' })
      .max(COMPLIANCE_NOTES_MAX_LENGTH, { error: 'regulation:validation.notesTooLong' })
      .nullable(),
  })
  .partial()
  .strict();
export type TUpdateComplianceItemRequest = z.infer<typeof ZUpdateComplianceItemRequest>;

/** POST …/evidence: the file is the raw body; its name is in this query parameter. */
export const ZEvidenceUploadQuery = z.object({
  name: z
    .string({ error: 'regulation:validation.fileNameMissing' })
    .trim()
    .min(1, { error: 'regulation:validation.fileNameMissing' }),
});
