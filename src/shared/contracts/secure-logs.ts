import { z } from './zod.js';
import { CHAIN_BREAK_REASONS, LOG_LEVELS } from '../domain/secure-logs.js';

export const MAX_SECURE_LOG_MESSAGE_LENGTH = 2000;
export const MAX_SECURE_LOG_METADATA_BYTES = 4096;

const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

const ZLogLevel = z.enum(LOG_LEVELS, { error: 'secureLogs:validation.levelInvalid' });
const ZLogSource = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, { error: 'secureLogs:validation.sourceInvalid' });

/** secure-log-handler (spec §7): body {data: level, message, metadata, source, user_agent}. */
export const ZAppendSecureLogRequest = z.object({
  data: z
    .object({
      level: ZLogLevel,
      message: z
        .string({ error: 'secureLogs:validation.messageRequired' })
        .trim()
        .min(1, { error: 'secureLogs:validation.messageRequired' })
        .max(MAX_SECURE_LOG_MESSAGE_LENGTH, { error: 'secureLogs:validation.messageTooLong' }),
      metadata: z
        .record(z.string(), z.unknown())
        .refine((value) => jsonByteLength(value) <= MAX_SECURE_LOG_METADATA_BYTES, {
          error: 'secureLogs:validation.metadataTooLarge',
        })
        .nullable()
        .optional(),
      source: ZLogSource.optional(),
      user_agent: z.string().max(512).nullable().optional(),
      /** The caller marks the entry sensitive: it is encrypted whatever it holds. */
      sensitive: z.boolean().optional(),
    })
    .strict(),
});
export type TAppendSecureLogRequest = z.infer<typeof ZAppendSecureLogRequest>;

export const ZAppendSecureLogResponse = z.object({ encrypted: z.boolean(), id: z.string(), seq: z.number() });

/** get_secure_logs (spec §7: filter_level, filter_source, pages of 50). */
export const ZSecureLogsQuery = z.object({
  level: ZLogLevel.optional(),
  source: ZLogSource.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TSecureLogsQuery = z.infer<typeof ZSecureLogsQuery>;

export const ZSecureLogItem = z.object({
  id: z.string(),
  seq: z.number(),
  level: z.enum(LOG_LEVELS),
  /** Decrypted for its owner; the masked form for an admin or when the ciphertext does not open. */
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  source: z.string(),
  userAgent: z.string().nullable(),
  isEncrypted: z.boolean(),
  hasSensitiveData: z.boolean(),
  /** Shown decrypted (only to the owner). */
  isDecrypted: z.boolean(),
  /** The ciphertext did not open (changed, or its key is gone). */
  isUnreadable: z.boolean(),
  isErased: z.boolean(),
  /** Admin list only: whose row it is (null once the account is deleted). */
  userId: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TSecureLogItem = z.infer<typeof ZSecureLogItem>;

export const ZSecureLogPage = z.object({
  logs: z.array(ZSecureLogItem),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TSecureLogPage = z.infer<typeof ZSecureLogPage>;

/** get_log_statistics (spec §3: level, source, count, last_updated). */
export const ZLogStatistics = z.object({
  statistics: z.array(
    z.object({ level: z.enum(LOG_LEVELS), source: z.string(), count: z.number(), lastUpdated: z.string() }),
  ),
});
export type TLogStatistics = z.infer<typeof ZLogStatistics>;

export const ZChainVerification = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), checkedRows: z.number(), headSeq: z.number() }),
  z.object({
    ok: z.literal(false),
    checkedRows: z.number(),
    firstBad: z.object({ seq: z.number(), id: z.string().nullable(), reason: z.enum(CHAIN_BREAK_REASONS) }),
  }),
]);
export type TChainVerification = z.infer<typeof ZChainVerification>;

/** The security demo (GET /api/security-demo): live facts, never a secret or a key. */
export const ZSecurityDemo = z.object({
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  encryption: z.object({
    algorithm: z.string(),
    keyId: z.string(),
    plaintext: z.string(),
    rowId: z.string(),
    ciphertext: z.string(),
    decrypted: z.string(),
    otherRowId: z.string(),
    isRefusedOnOtherRow: z.boolean(),
  }),
  /** The chain's verification; a non-admin sees no row id. */
  chain: ZChainVerification,
  session: z
    .object({
      createdAt: z.string(),
      expiresAt: z.string(),
      absoluteExpiresAt: z.string(),
      isTwoFactorEnabled: z.boolean(),
      cookie: z.object({
        name: z.string(),
        httpOnly: z.boolean(),
        secure: z.boolean(),
        sameSite: z.string(),
      }),
    })
    .nullable(),
});
export type TSecurityDemo = z.infer<typeof ZSecurityDemo>;
