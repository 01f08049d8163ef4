import { z } from './zod.js';
import {
  ADVICE_ACTION_PATHS,
  ADVICE_RULE_CODES,
  ADVICE_SEVERITIES,
  ADVICE_SOURCES,
} from '../domain/advisory/advice.js';
import type { TAdvice } from '../domain/advisory/advisory-rules.js';

/** Longest advice id kept: ids are `<rule>:<situation>` (a uuid, a finding and a date at most). */
export const ADVICE_ID_MAX_LENGTH = 200;

const sourceKeys = Object.keys(ADVICE_SOURCES) as [
  keyof typeof ADVICE_SOURCES,
  ...(keyof typeof ADVICE_SOURCES)[],
];

/**
 * One advice as the rules give it (shared/domain/advisory): its evidence is the rule's typed figures, carried as
 * they are (the web reads them as `TAdvice` by `rule`).
 */
export const ZAdvice = z.object({
  id: z.string(),
  rule: z.enum(ADVICE_RULE_CODES),
  severity: z.enum(ADVICE_SEVERITIES),
  date: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  source: z.object({ key: z.enum(sourceKeys), cites: z.string().nullable() }),
  actionPath: z.enum(ADVICE_ACTION_PATHS),
});

export const ZDismissedAdvice = ZAdvice.extend({ dismissedAt: z.string() });

/**
 * GET /api/advisory: every advice the user's data supports today (the plant's business date), the active ones
 * most urgent first, the dismissed ones apart; `inputs` says which data the rules had, so an empty page can say
 * what is missing.
 */
export const ZAdvisory = z.object({
  today: z.string(),
  active: z.array(ZAdvice),
  dismissed: z.array(ZDismissedAdvice),
  inputs: z.object({
    fosTacReadings: z.number().int(),
    phReadings: z.number().int(),
    h2sReadings: z.number().int(),
    activatedCarbon: z.boolean(),
    stockItemsWithHistory: z.number().int(),
    maintenanceTasks: z.number().int(),
    mainCropTonnes: z.number(),
    /** Days with a feed log entry over the OLR rule's 35 days (7 recent + 28 before). */
    feedDays: z.number().int(),
    /** Whether the digester volume is set (without it the OLR cannot be computed). */
    digesterVolume: z.boolean(),
    /** False when the forecast could not be read: the spreading advice is then left out, the rest still holds. */
    weatherAvailable: z.boolean(),
  }),
});
export type TAdvisory = z.infer<typeof ZAdvisory>;

/** An advice as the web reads it: the rule's own evidence type. */
export type TAdvisoryAdvice = TAdvice;
export type TDismissedAdvisoryAdvice = TAdvice & { dismissedAt: string };

export const ZAdviceIdParams = z.object({
  adviceId: z
    .string()
    .min(1, { error: 'advisory:validation.adviceId' })
    .max(ADVICE_ID_MAX_LENGTH, { error: 'advisory:validation.adviceId' }),
});

/** POST /api/advisory/:adviceId/dismiss and DELETE (undo) answer the advice's new state. */
export const ZAdviceDismissal = z.object({ adviceId: z.string(), dismissed: z.boolean() });
export type TAdviceDismissal = z.infer<typeof ZAdviceDismissal>;
