// The cart's lines (issue 17: stored on the server per user), read with the product's current price and texts.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TProductTranslations } from '../../../shared/contracts/shop.js';
import { cartItems, shopProducts, type CartItemRow, type ShopProductRow } from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';

/** What a cart line shows of its product: not the descriptions nor the specifications. */
const cartProductColumns = {
  id: shopProducts.id,
  name: shopProducts.name,
  reference: shopProducts.reference,
  category: shopProducts.category,
  price: shopProducts.price,
  vat: shopProducts.vat,
  // The product's name in the other languages, without its translated descriptions.
  translations: sql<TProductTranslations>`jsonb_strip_nulls(jsonb_build_object('en', jsonb_build_object('name', ${shopProducts.translations} -> 'en' -> 'name')))`,
};

export interface CartLineRow {
  line: CartItemRow;
  product: Pick<ShopProductRow, 'id' | 'name' | 'reference' | 'category' | 'price' | 'vat'> & {
    translations: TProductTranslations;
  };
}

/** The user's lines in the order they were added, each with its product as the catalogue has it now. */
export function listCartLines(tx: DbTransaction, userId: string): Promise<CartLineRow[]> {
  return tx
    .select({ line: cartItems, product: cartProductColumns })
    .from(cartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function countCartLines(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.lines ?? 0;
}

export async function findCartLineForUpdate(
  tx: DbTransaction,
  userId: string,
  where: { id: string } | { productId: string },
) {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        'id' in where ? eq(cartItems.id, where.id) : eq(cartItems.productId, where.productId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export function insertCartLine(
  tx: DbTransaction,
  values: {
    id?: string;
    userId: string;
    productId: string;
    quantity: number;
    stockItemId?: string | null;
    restockRequestId?: string | null;
  },
) {
  // A chosen id taken by a line of anyone (hidden by row-level security) inserts nothing rather than failing.
  return tx.insert(cartItems).values(values).onConflictDoNothing({ target: cartItems.id }).returning();
}

export function updateCartLine(
  tx: DbTransaction,
  userId: string,
  id: string,
  values: { quantity: number; stockItemId?: string | null; restockRequestId?: string | null },
) {
  return tx
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning();
}

export async function deleteCartLine(
  tx: DbTransaction,
  userId: string,
  id: string,
): Promise<CartItemRow | null> {
  const [row] = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning();
  return row ?? null;
}

/** Empties the cart; the lines that were there. */
export function deleteCartLines(tx: DbTransaction, userId: string): Promise<CartItemRow[]> {
  return tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning();
}
