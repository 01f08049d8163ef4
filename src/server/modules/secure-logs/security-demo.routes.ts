import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSecurityDemo,
  type TChainVerification,
  type TSecurityDemo,
} from '../../../shared/contracts/secure-logs.js';
import { sessionTimings } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import { readAccessFacts } from '../admin/admin-access.repository.js';
import type { SessionReader } from '../auth/session-reader.js';
import { decryptLogField, encryptLogField, LogDecryptionError } from './secure-log-keyring.js';
import type { SecureLogVault } from './secure-log-vault.js';
import { verifySecureLogChain } from './secure-log-verify.js';

export interface SecurityDemoRoutesOptions {
  db: Db;
  vault: SecureLogVault;
  sessionReader: SessionReader;
  /** Behind TLS: the session cookie is Secure and named with the __Secure- prefix. */
  isCookieSecure: boolean;
}

/** Headers that are not about security (the demo lists the others this response carries). */
const ordinaryHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'vary',
]);

/** A throwaway value sealed and opened with the current key, and refused on another row id. */
function encryptionRoundTrip(vault: SecureLogVault): TSecurityDemo['encryption'] {
  const plaintext = `demo-${randomBytes(6).toString('hex')}`;
  const rowId = randomUUID();
  const otherRowId = randomUUID();
  const { keyring } = vault;
  const ciphertext = encryptLogField(keyring, rowId, 'message', plaintext);
  const decrypted = decryptLogField(keyring, keyring.currentId, rowId, 'message', ciphertext);
  let isRefusedOnOtherRow = false;
  try {
    decryptLogField(keyring, keyring.currentId, otherRowId, 'message', ciphertext);
  } catch (error) {
    if (!(error instanceof LogDecryptionError)) throw error;
    isRefusedOnOtherRow = true;
  }
  return {
    algorithm: 'AES-256-GCM',
    keyId: keyring.currentId,
    plaintext,
    rowId,
    ciphertext,
    decrypted,
    otherRowId,
    isRefusedOnOtherRow,
  };
}

/**
 * GET /api/security-demo, for every signed-in user: the security headers this very response carries, an
 * encryption round trip, the chain's verification (row ids only for an admin) and the session's facts. Never a
 * secret, a key or the session token.
 */
export const securityDemoRoutes: FastifyPluginAsyncZod<SecurityDemoRoutesOptions> = (app, options) => {
  const { db, vault, sessionReader, isCookieSecure } = options;
  // Visitors arriving while a walk of the chain runs share it (the walk reads every row).
  let running: Promise<TChainVerification> | null = null;

  function checkChain(): Promise<TChainVerification> {
    running ??= verifySecureLogChain(db, vault).finally(() => {
      running = null;
    });
    return running;
  }

  app.get('/api/security-demo', { schema: { response: { 200: ZSecurityDemo } } }, async (request, reply) => {
    const userId = await request.signedInUserId();
    const [access, chain, found] = await Promise.all([
      readAccessFacts(db, userId),
      checkChain(),
      sessionReader.readSession(request, { isActivity: false }),
    ]);
    const headers = Object.entries(reply.getHeaders())
      .filter(([name, value]) => !ordinaryHeaders.has(name) && value !== undefined)
      .map(([name, value]) => ({ name, value: Array.isArray(value) ? value.join(', ') : String(value) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const shownChain: TChainVerification =
      chain.ok || access.isAdmin ? chain : { ...chain, firstBad: { ...chain.firstBad, id: null } };
    const session =
      found && found.session.userId === userId
        ? {
            createdAt: found.session.createdAt.toISOString(),
            expiresAt: found.session.expiresAt.toISOString(),
            absoluteExpiresAt: new Date(
              found.session.createdAt.getTime() + sessionTimings.absoluteLifetimeMs,
            ).toISOString(),
            isTwoFactorEnabled: found.user.twoFactorEnabled,
            cookie: {
              name: `${isCookieSecure ? '__Secure-' : ''}methapilot.session_token`,
              httpOnly: true,
              secure: isCookieSecure,
              sameSite: 'Lax',
            },
          }
        : null;
    return { headers, encryption: encryptionRoundTrip(vault), chain: shownChain, session };
  });
  return Promise.resolve();
};
