// Who asks for an export or the deletion proves it again: the account's password, or for an account without
// one (Google sign-in only) a sign-in of the last five minutes (FRESH_SIGN_IN_MS).
import { and, eq, isNotNull } from 'drizzle-orm';
import { FRESH_SIGN_IN_MS } from '../../../shared/domain/data-rights.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/auth.js';
import { fieldsRefused, HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { createPasswordHasher } from '../../lib/password-hashing.js';

// Verifying reads the cost from the stored hash: the hasher's own cost does not matter here.
const hasher = createPasswordHasher('standard');

/** The account's password hash (its e-mail and password sign-in), or null for an account without one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    )
    .limit(1);
  return row?.password ?? null;
}

export interface IdentityProof {
  userId: string;
  sessionCreatedAt: Date;
  password: string | undefined;
  language: TLanguage;
}

/** Throws the reason (400 with the password field, or 403 to sign in again) unless the proof holds. */
export async function confirmIdentity(db: Db, proof: IdentityProof, now: Date): Promise<void> {
  const passwordHash = await findPasswordHash(db, proof.userId);
  if (passwordHash === null) {
    if (now.getTime() - proof.sessionCreatedAt.getTime() > FRESH_SIGN_IN_MS)
      throw new HttpError(403, 'sign_in_again', 'dataRights:errors.signInAgain');
    return;
  }
  const t = translatorFor(proof.language);
  if (proof.password === undefined) throw fieldsRefused({ password: 'validation:passwordRequired' }, t);
  if (!(await hasher.verify(passwordHash, proof.password)))
    throw new HttpError(
      400,
      'wrong_password',
      'dataRights:errors.wrongPassword',
      {},
      {
        password: t('dataRights:errors.wrongPassword'),
      },
    );
}
