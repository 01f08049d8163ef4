import { z } from 'zod';

/**
 * GET /api/offline/key: the signed-in user's random key for the browser's encrypted offline queue and cache
 * (AES-GCM 256, spec §9). The browser imports it as a non-extractable WebCrypto key and never stores it.
 */
export const ZLocalKeyResponse = z.object({
  algorithm: z.literal('AES-GCM'),
  length: z.literal(256),
  /** The 32 key bytes, base64. */
  key: z.string().regex(/^[A-Za-z0-9+/]{43}=$/),
});
export type TLocalKeyResponse = z.infer<typeof ZLocalKeyResponse>;
