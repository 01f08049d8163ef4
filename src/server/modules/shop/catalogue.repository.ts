// The shop's catalogue (spec §3 shop product): read by every signed-in user (a read-all policy), written by
// admins only. Products leave the catalogue with is_active = false; past orders keep their snapshot.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TShopProductQuery } from '../../../shared/contracts/shop.js';
import { shopProducts, type ShopProductRow } from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';
import { containsText } from '../records/list-query.js';

/** The name, reference or descriptions contain the text, in French or in English (case and accents aside). */
function productSearch(text: string): SQL | undefined {
  return or(
    containsText(shopProducts.name, text),
    containsText(shopProducts.reference, text),
    containsText(shopProducts.shortDescription, text),
    containsText(sql`${shopProducts.translations} #>> '{en,name}'`, text),
    containsText(sql`${shopProducts.translations} #>> '{en,shortDescription}'`, text),
  );
}

/** The active products in catalogue order (by reference), filtered by category and text. */
export function listCatalogue(tx: DbTransaction, query: TShopProductQuery = {}): Promise<ShopProductRow[]> {
  return tx
    .select()
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.isActive, true),
        query.category ? eq(shopProducts.category, query.category) : undefined,
        query.q ? productSearch(query.q) : undefined,
      ),
    )
    .orderBy(asc(shopProducts.reference));
}

/** An active product, or null (unknown or withdrawn). */
export async function findActiveProduct(tx: DbTransaction, id: string): Promise<ShopProductRow | null> {
  const [row] = await tx
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, id), eq(shopProducts.isActive, true)))
    .limit(1);
  return row ?? null;
}
