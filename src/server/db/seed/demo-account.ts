import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts, users } from '../schema/auth.js';
import { profiles } from '../schema/profiles.js';
import { cartItems, shopProducts } from '../schema/shop.js';
import type { PasswordHasher } from '../../lib/password-hashing.js';

export const demoEmail = 'demo@methapilot.fr';

/**
 * Spec §9 sample cart, the demo account's starting cart: gas analyser ×1, calibration kit ×2, training ×1
 * (references of the catalogue migration 0018). Clearing the cart empties it for good.
 */
export const demoCart: readonly { reference: string; quantity: number }[] = [
  { reference: 'MP-201', quantity: 1 },
  { reference: 'MP-202', quantity: 2 },
  { reference: 'MP-301', quantity: 1 },
];

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

type SeedTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertDemoCart(tx: SeedTransaction, userId: string): Promise<void> {
  const products = await tx
    .select({ id: shopProducts.id, reference: shopProducts.reference })
    .from(shopProducts)
    .where(
      inArray(
        shopProducts.reference,
        demoCart.map((line) => line.reference),
      ),
    );
  const idOf = new Map(products.map((product) => [product.reference, product.id]));
  // now() is the same for the whole transaction: the lines get a millisecond apart, so that the cart (listed by
  // creation time) keeps the spec's order.
  const start = Date.now();
  const lines = demoCart.flatMap(({ reference, quantity }, index) => {
    const productId = idOf.get(reference);
    return productId ? [{ userId, productId, quantity, createdAt: new Date(start + index) }] : [];
  });
  if (lines.length > 0) await tx.insert(cartItems).values(lines);
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
    await insertDemoCart(tx, user.id);
    return true;
  });
  if (isCreated) {
    log(
      `Demo account created (shown once) / compte de démonstration créé (affiché une seule fois): ${demoEmail} / ${password}`,
    );
  }
  return isCreated;
}
