import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts, users } from '../schema/auth.js';
import { profiles } from '../schema/profiles.js';
import type { PasswordHasher } from '../../lib/password-hashing.js';

export const demoEmail = 'demo@methapilot.fr';

const alphabet = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnopqrstuvwxyz',
  digit: '23456789',
  special: '@$!%*?&',
};

/** A random password meeting spec §5 (upper, lower, digit and one of @$!%*?&), 16 characters. */
export function generateDemoPassword(): string {
  const all = Object.values(alphabet).join('');
  const pick = (chars: string) => chars.charAt(randomInt(chars.length));
  const characters = [
    pick(alphabet.upper),
    pick(alphabet.lower),
    pick(alphabet.digit),
    pick(alphabet.special),
  ];
  while (characters.length < 16) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}

/**
 * On first start, creates the demo account (a verified operator of "Ferme de démonstration") and prints its
 * credentials once. Its password is random: nobody else knows it. Later starts find the account and print
 * nothing. Safe when several instances start together: the unique e-mail decides which one creates it.
 */
export async function seedDemoAccount(
  db: Db,
  passwordHasher: PasswordHasher,
  log: (line: string) => void,
): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail)).limit(1);
  if (existing.length > 0) return false;
  const password = generateDemoPassword();
  const passwordHash = await passwordHasher.hash(password);
  const isCreated = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: 'Camille Martin', email: demoEmail, emailVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return false;
    await tx.insert(accounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: passwordHash,
    });
    await tx.insert(profiles).values({
      userId: user.id,
      role: 'operator',
      firstName: 'Camille',
      lastName: 'Martin',
      companyName: 'Ferme de démonstration',
    });
    return true;
  });
  if (isCreated) {
    log(
      `Demo account created (shown once) / compte de démonstration créé (affiché une seule fois): ${demoEmail} / ${password}`,
    );
  }
  return isCreated;
}
