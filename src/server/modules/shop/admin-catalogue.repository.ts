// The catalogue as the admin writes it, through the owner connection (the application role only reads
// shop_products): every product, active or withdrawn, and the cart lines a withdrawn product leaves behind.
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  cartItems,
  shopProducts,
  type NewShopProductRow,
  type ShopProductRow,
} from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';

export type ShopProductValues = Omit<NewShopProductRow, 'id' | 'isActive' | 'createdAt' | 'updatedAt'>;

/** Every product, withdrawn ones included, in catalogue order. */
export function listAllProducts(tx: DbTransaction): Promise<ShopProductRow[]> {
  return tx.select().from(shopProducts).orderBy(asc(shopProducts.reference));
}

export async function findProductForUpdate(tx: DbTransaction, id: string): Promise<ShopProductRow | null> {
  const [row] = await tx.select().from(shopProducts).where(eq(shopProducts.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Whether another product than `exceptId` already uses the reference. */
export async function isReferenceTaken(tx: DbTransaction, reference: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.reference, reference), exceptId ? ne(shopProducts.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertProduct(tx: DbTransaction, values: ShopProductValues): Promise<ShopProductRow> {
  const [row] = await tx.insert(shopProducts).values(values).returning();
  if (!row) throw new Error('The new product could not be read back');
  return row;
}

export async function updateProduct(
  tx: DbTransaction,
  id: string,
  values: Partial<ShopProductValues> & { isActive?: boolean },
): Promise<ShopProductRow | null> {
  const [row] = await tx
    .update(shopProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopProducts.id, id))
    .returning();
  return row ?? null;
}

/** Removes the product's lines from every cart; the lines removed (with their users and restock needs). */
export function deleteCartLinesOfProduct(tx: DbTransaction, productId: string) {
  return tx.delete(cartItems).where(eq(cartItems.productId, productId)).returning();
}
