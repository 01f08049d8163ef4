// The user's data rights (issue 21): export, reset, account deletion. Ids in bodies are never read: the
// session's user is the one concerned.
import { z } from './zod.js';
import { DATA_EXPORT_STATUSES, DATA_RESET_TABLES, isDataResetPhrase } from '../domain/data-rights.js';
import { ZCurrentPassword } from './fields.js';

export const ZDataExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  sizeBytes: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The "Mes données" section: whether the account has a password, its exports, when the next one is possible. */
export const ZDataRightsOverview = z.object({
  hasPassword: z.boolean(),
  nextExportAt: z.string().nullable(),
  exports: z.array(ZDataExport),
});
export type TDataRightsOverview = z.infer<typeof ZDataRightsOverview>;

/**
 * The password again before an export or the deletion; absent for an account without one (Google), which
 * must then have signed in within the last five minutes.
 */
export const ZIdentityConfirmation = z.object({ password: ZCurrentPassword.optional() });
export type TIdentityConfirmation = z.infer<typeof ZIdentityConfirmation>;

export const ZDataExportIdParams = z.object({ id: z.uuid() });

export const ZDataResetRequest = z.object({
  phrase: z
    .string({ error: 'dataRights:reset.phraseRequired' })
    .max(200, { error: 'dataRights:reset.phraseMismatch' })
    .refine((typed) => typed.trim() !== '', { error: 'dataRights:reset.phraseRequired' })
    .refine((typed) => typed.trim() === '' || isDataResetPhrase(typed), {
      error: 'dataRights:reset.phraseMismatch',
    }),
});
export type TDataResetRequest = z.infer<typeof ZDataResetRequest>;

/** Rows deleted per table of the reset. */
export const ZDataResetResponse = z.object({
  deleted: z.record(z.enum(DATA_RESET_TABLES), z.number().int()),
});
export type TDataResetResponse = z.infer<typeof ZDataResetResponse>;

export const ZAccountDeletionResponse = z.object({ isDeleted: z.literal(true) });
